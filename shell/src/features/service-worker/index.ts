export { registerServiceWorker } from './registerServiceWorker';
export type { RegisterOptions } from './registerServiceWorker';
