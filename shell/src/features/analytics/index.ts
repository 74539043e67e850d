export { startAnalytics } from './analytics';
export type { AnalyticsDeps } from './analytics';
