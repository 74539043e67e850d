import * as z from 'zod';

/** The form call (`POST /form`, docs/adr/0038-shopper-actions-as-html-forms.md): the team calls the API as the
 * shopper and says where the browser goes next. */

export const formRequestSchema = z.object({
  action: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/),
  /** The form's fields as posted, the first value of each name. */
  fields: z.record(z.string().max(64), z.string().max(2048)),
  /** The shop page the form was posted from (path and query, under the locale prefix): where the answer goes back to. */
  page: z.string().startsWith('/').max(2048),
});
export type FormRequest = z.infer<typeof formRequestSchema>;

export const formAnswerSchema = z.object({
  /** Where the browser goes: the page, with the outcome in its query (postedForms.ts `pageWithStatus`). */
  location: z.string().startsWith('/').max(2048),
  /** The Set-Cookie headers the API answered the team's calls with (a guest's new cart). */
  cookies: z.array(z.string().max(4096)).max(8),
});
export type FormAnswer = z.infer<typeof formAnswerSchema>;

/** A team's answer to one of its actions, run as the shopper: the address to send the browser to, refusals included. */
export type FormHandler = (request: FormRequest) => Promise<string>;
export type FormHandlers = Record<string, FormHandler>;

/** The Cookie header a browser would send after `setCookies`, so a handler's later API calls are the shopper's as
 * they are now; a cookie cleared (`Max-Age=0`, a past `Expires`) is left out. */
export function cookieHeaderAfter(header: string | undefined, setCookies: readonly string[], now = Date.now()): string | undefined {
  const pairs = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) pairs.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const attribute = (key: string) =>
      attributes
        .map((text) => text.trim())
        .find((text) => text.toLowerCase().startsWith(`${key}=`))
        ?.slice(key.length + 1);
    const maxAge = attribute('max-age');
    const expires = attribute('expires');
    const cleared = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= now);
    if (cleared) pairs.delete(name);
    else pairs.set(name, pair.slice(at + 1).trim());
  }
  const joined = [...pairs].map(([name, value]) => `${name}=${value}`).join('; ');
  return joined || undefined;
}
