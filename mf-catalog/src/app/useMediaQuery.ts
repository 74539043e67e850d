import { useSyncExternalStore } from 'react';

/** Whether a media query matches, following changes. The server cannot know the screen, so it renders with
 * `onServer` and the browser hydrates with the same answer before it looks: both first renders match. */
export function useMediaQuery(query: string, onServer = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
