import type { MouseEvent } from 'react';

/**
 * Links stay real `<a href>` (open in a new tab, copy the address); a plain click is handed to the
 * shell's router instead of reloading the page.
 */
export function followLink(navigate: (to: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href')!);
  };
}

export const stepHref = (basePath: string, step: string, query = '') => `${basePath}/checkout/${step}${query}`;
export const cartHref = (basePath: string) => `${basePath}/Cart`;
