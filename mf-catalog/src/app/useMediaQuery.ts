import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (e.g. the filter panel docks from 1024 px).
 * The server cannot know the screen: it draws as if the query were `onServer`, and the browser
 * hydrates with that same answer before it looks, so both first drawings match.
 */
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
