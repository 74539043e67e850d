// Where the shop may send a browser: one rule for every place that builds a `Location` or an `href`
// from something a client, the CMS or the database said (redirects, return addresses, links in
// CMS HTML, targets of `navigate`). Browsers read `//host`, `/\host`, `\\host`, and paths with tabs
// or newlines stripped as another origin, so each of those is refused rather than repaired.

const PARSE_BASE = 'http://shop.invalid';

/** Control characters (tab, newline…) and backslashes, raw or percent-encoded, which URL parsers drop or read as `/`. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /[\u0000-\u001f\u007f\\]|%(?:0[0-9a-f]|1[0-9a-f]|7f|5c)/i;

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * The path (with query and hash, normalised) that `target` names on the shop's own origin, or null
 * when it could lead anywhere else. `target` is a path (`/it/c/12?x=1`) or, when `origin` is given,
 * an absolute URL on that origin. `under` keeps the result below a prefix (`/it`): `/it`, `/it/…`,
 * `/it?…` and `/it#…` are under `/it`, `/italia` is not.
 */
export function shopPath(target: string, { origin, under }: { origin?: string; under?: string } = {}): string | null {
  if (typeof target !== 'string' || target === '' || target.length > 2000 || UNSAFE.test(target)) return null;
  let url: URL;
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return null;
    try {
      url = new URL(target, PARSE_BASE);
    } catch {
      return null;
    }
    if (url.origin !== PARSE_BASE) return null;
  } else {
    if (!origin) return null;
    try {
      url = new URL(target);
    } catch {
      return null;
    }
    if (url.origin !== origin || url.username || url.password) return null;
  }
  const decoded = decodedPath(url.pathname);
  // `/%2F%2Fhost` is a path here, but a server that decodes it once more would redirect to `//host`.
  if (decoded === null || decoded.startsWith('//') || UNSAFE.test(decoded)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (under !== undefined) {
    const rest = url.pathname.slice(under.length);
    if (!url.pathname.startsWith(under) || (rest !== '' && !rest.startsWith('/'))) return null;
  }
  return path;
}
