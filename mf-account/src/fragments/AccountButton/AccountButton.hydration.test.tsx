import { drawOnServer, hydrateOnPage } from '@bottega/tooling/testing/server';
import AccountButton from './index';

/**
 * Draws the button as the renderer does for a request with these cookies, then mounts it over that
 * HTML as the shell does on a page with the same cookies: React must keep the drawn control and log
 * no mismatch.
 */
async function drawAndHydrate(cookies: Record<string, string> = {}) {
  const page = await hydrateOnPage(await drawOnServer(AccountButton, 'AccountButton', {}, { cookies }));
  const control = page.domElement.querySelector('a, button');
  return { control, kept: control === page.served('a, button'), errors: page.errors };
}

describe('account button over the server’s HTML', () => {
  it('stays Accedi for a guest', async () => {
    const { control, kept, errors } = await drawAndHydrate();
    expect(control!.textContent).toBe('Accedi');
    expect({ kept, errors }).toEqual({ kept: true, errors: [] });
  });

  it('stays the link to my-account for a logged-in shopper, the session read from the same cookie on both sides', async () => {
    const { control, kept, errors } = await drawAndHydrate({ customer_expires: String(Math.floor(Date.now() / 1000) + 3600) });
    expect(control!.textContent).toBe('Il mio account');
    expect({ kept, errors }).toEqual({ kept: true, errors: [] });
  });
});
