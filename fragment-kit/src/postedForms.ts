/** Shopper actions as HTML forms (docs/adr/0038-shopper-actions-as-html-forms.md): the edge hands a post to the team,
 * which answers a 303 back with the outcome in the query. Browser-safe: no server code here. */

/** Where a team's form posts: the edge routes it to that remote's renderer. */
export const formAction = (remote: string, action: string) => `/forms/${remote}/${action}`;

/** The query parameter an answered form names its outcome with. */
export const FORM_STATUS_PARAM = 'esito';

/** An answered form's outcome: the action, a code the fragment has a message for (never free text), and its sku. */
export interface FormStatus {
  action: string;
  outcome: string;
  subject?: string;
}

const PART = /^[A-Za-z0-9_-]{1,64}$/;

/** The outcome a page's query names, or null (none, or not one a form writes). */
export function formStatusOf(query: string): FormStatus | null {
  const value = new URLSearchParams(query).get(FORM_STATUS_PARAM);
  const [action, outcome, subject, ...rest] = (value ?? '').split('.');
  if (rest.length > 0 || !PART.test(action) || !PART.test(outcome ?? '') || (subject !== undefined && !PART.test(subject))) return null;
  return subject === undefined ? { action, outcome } : { action, outcome, subject };
}

/** `page` (a path with its query) with `status` in place of any outcome it named already. */
export function pageWithStatus(page: string, { action, outcome, subject }: FormStatus): string {
  const url = new URL(page, 'http://shop.invalid');
  url.searchParams.set(FORM_STATUS_PARAM, [action, outcome, ...(subject && PART.test(subject) ? [subject] : [])].join('.'));
  return `${url.pathname}${url.search}`;
}
