/** @jest-environment node */
import { renderFragment } from '@bottega/fragment-kit/server';
import AccountButton from './index';

const inAnHour = () => String(Math.floor(Date.now() / 1000) + 3600);

/** The button as the account team's renderer draws it for a shopper whose request carries these cookies. */
async function drawFor(cookies: Record<string, string>) {
  const fetch = jest.fn();
  const request = { fragment: 'AccountButton', props: { locale: 'it' as const, market: 'it', basePath: '/it', params: {}, query: '' }, idPrefix: 't-' };
  const { html } = await renderFragment(AccountButton, request, { cookie: (name) => cookies[name], fetch });
  return { html, fetch };
}

describe('account button drawn on the server', () => {
  it('says Accedi to a guest, without asking the API', async () => {
    const { html, fetch } = await drawFor({});
    expect(html).toMatch(/^<div data-team="acc"><button type="button" [^>]*>.*<span [^>]*>Accedi<\/span><\/button><\/div>$/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is a link to my-account for a shopper whose session cookie is alive', async () => {
    const { html } = await drawFor({ customer_expires: inAnHour() });
    expect(html).toMatch(/<a [^>]*href="\/it\/my-account"[^>]*>.*<span [^>]*>Il mio account<\/span><\/a>/);
  });

  it('says Accedi again once the session has expired', async () => {
    const { html } = await drawFor({ customer_expires: String(Math.floor(Date.now() / 1000) - 1) });
    expect(html).toContain('>Accedi</span>');
  });
});
