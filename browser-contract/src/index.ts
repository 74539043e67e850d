export * from './events';
export * from './bus';
export * from './fragments';
export * from './lazily';
