/** @jest-environment node */
import { renderOnServer } from '@bottega/test-kit/server';
import { sessionExpiry } from '@bottega/test-kit/session';
import AccountButton from './index';

/** The button's HTML from the account team's renderer, for a shopper whose request carries these cookies. */
const drawFor = (cookies: Record<string, string>) => renderOnServer(AccountButton, 'AccountButton', {}, { cookies });

describe('account button drawn on the server', () => {
  it('says Accedi to a guest, without asking the API', async () => {
    const { html, calls } = await drawFor({});
    expect(html).toMatch(/^<div data-team="acc"><a [^>]*href="\/it\/login"[^>]*>.*<span [^>]*>Accedi<\/span><\/a><\/div>$/);
    expect(calls()).toEqual([]);
  });

  it('is a link to my-account for a shopper whose session cookie is alive', async () => {
    const { html } = await drawFor({ customer_expires: sessionExpiry() });
    expect(html).toMatch(/<a [^>]*href="\/it\/my-account"[^>]*>.*<span [^>]*>Il mio account<\/span><\/a>/);
  });

  it('says Accedi again once the session has expired', async () => {
    const { html } = await drawFor({ customer_expires: sessionExpiry(-1) });
    expect(html).toContain('>Accedi</span>');
  });
});
