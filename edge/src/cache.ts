/**
 * Cache-Control by file name, for the edge and the local CDN: content-hashed names (tooling/webpack.js) are kept
 * a year; everything else is revalidated, so a registry swap or a redeployed remoteEntry.js shows on the next reload.
 */

const HASHED = /[.-][0-9a-f]{10}\.[A-Za-z0-9]+(\.map)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A page that carries one shopper's data: never stored by the browser's or anyone's cache. */
export const PERSONAL = 'private, no-store';

export const isHashedName = (path: string) => HASHED.test(path);

export function cacheControlFor(path: string): string {
  return isHashedName(path) ? IMMUTABLE : REVALIDATE;
}
