export { loadApi } from './lazyApi';
export type { Api } from './lazyApi';
