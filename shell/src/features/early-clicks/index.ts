export { replayEarlyClicks } from './earlyClicks';
