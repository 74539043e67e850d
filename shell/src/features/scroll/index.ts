export { useHeaderScroll } from './useHeaderScroll';
export { useScrollToTop } from './useScrollToTop';
export { STICKY_AFTER_PX, SHADOW_AFTER_PX } from './scroll.rules';
export type { HeaderScroll } from './scroll.rules';
