import type { MouseEvent } from 'react';

/** Storefront addresses of catalog pages (spec §2). */
export const productHref = (basePath: string, uid: string) => `${basePath}/p/${encodeURIComponent(uid)}`;
export const categoryHref = (basePath: string, uid: string) => `${basePath}/c/${encodeURIComponent(uid)}`;

/**
 * The click handler of an internal `<a href>`: a plain click navigates inside the shop; a click
 * with a modifier key or another button keeps the browser's behaviour (new tab, new window).
 */
export function followLink(navigate: (to: string) => void, after?: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href')!);
    after?.();
  };
}
