import type { MouseEvent } from 'react';

/** A click the browser should handle itself: modifier keys, middle button, or another target. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && (!event.currentTarget.target || event.currentTarget.target === '_self');

/** A real `<a href>` whose plain click stays inside the app through the shell's navigate. */
export const followLink = (navigate: (to: string) => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
};
