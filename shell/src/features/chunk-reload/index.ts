export { installChunkReload, reloadForChunkError } from './chunkReload';
export { isChunkLoadError } from './chunkReload.rules';
