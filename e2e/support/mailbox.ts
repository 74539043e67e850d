import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './shop';

/*
 * The shopper's mailbox: the API's development outbox, which the e2e run switches on (DEV_OUTBOX=1).
 * A journey reads a mailed link there and opens it in the browser, as the shopper does from their mail.
 */

/** The API on this machine, whose development outbox the run switches on (the edge never forwards it). */
const API_ON_THIS_MACHINE = process.env.E2E_API_URL ?? 'http://127.0.0.1:8090';

/** A link of the shop in a mail's text: its path and query, for the shopper's browser to open on the shop. */
const linkTo = (path: string) => new RegExp(`${path}\\?[^\\s"'<>]+`);

/** The link to `path` in the last e-mail sent to `email` that holds one, read from the API's development outbox. */
export async function mailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get(`${API_ON_THIS_MACHINE}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const { data } = (await response.json()) as { data: Array<{ kind: string; text_body: string }> };
    link = data.map((mail) => linkTo(path).exec(mail.text_body)?.[0]).find(Boolean);
    expect(link, `a mail to ${email} with a link to ${path}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}

/** The reset link of the last password e-mail sent to `email`. */
export const resetLinkFor = (page: Page, email: string) => mailedLink(page.request, email, '/it/reset-password');

/** The activation link of the last registration e-mail sent to `email` (docs/adr/0031). */
export const activationLinkFor = (request: APIRequestContext, email: string) => mailedLink(request, email, '/api/customer/confirm');

/** The confirmation link of the last newsletter e-mail sent to `email` (double opt-in, docs/adr/0031). */
export const newsletterLinkFor = (request: APIRequestContext, email: string) => mailedLink(request, email, '/api/newsletter/confirm');
