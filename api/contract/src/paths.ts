// One rule for every `Location` or `href` built from what a client, the CMS or the database said: browsers read `//host`, `/\host`,
// `\\host` and paths with tabs or newlines as another origin, so those are refused rather than repaired.

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

/** The normalised path `target` names on the shop's origin (an absolute URL only with `origin`), or null if it could lead elsewhere; `under` keeps it below a prefix. */
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
