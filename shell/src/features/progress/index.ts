export { progress, createProgress } from './progress';
export type { Progress } from './progress';
export { ProgressBar } from './ProgressBar';
