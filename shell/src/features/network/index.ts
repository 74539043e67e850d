export { useOnline } from './useOnline';
export { NetworkStatus } from './NetworkStatus';
