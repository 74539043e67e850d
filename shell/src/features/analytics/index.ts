export { startAnalytics } from './analytics';
export { startTagManager } from './tagManager';
export type { AnalyticsDeps } from './analytics';
