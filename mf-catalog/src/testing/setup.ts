// The browser APIs jsdom lacks that the catalog's fragments use, for every test of this remote.
import { configure } from '@testing-library/react';

// The machine is shared with other builds: give async queries room without asserting any timing.
configure({ asyncUtilTimeout: 5000 });

// A server test (@jest-environment node) has no window: nothing to complete there.
if (typeof window !== 'undefined') {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width: 1024px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
