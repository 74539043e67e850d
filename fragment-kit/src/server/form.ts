import * as z from 'zod';

/**
 * The form call (`POST /form` on a team's renderer, docs/adr/0038-shopper-actions-as-html-forms.md):
 * the edge hands a shopper's form post to the team that owns the action, with the shopper's
 * cookies; the team calls the API as the shopper and says where the browser goes next.
 */

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

/**
 * A team's answer to one of its actions: the address to send the browser to. It runs as the shopper
 * (the API client sends their cookies) and says every outcome, a refusal included, in that address.
 */
export type FormHandler = (request: FormRequest) => Promise<string>;
export type FormHandlers = Record<string, FormHandler>;
