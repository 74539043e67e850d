import { waitFor } from '@testing-library/react';
import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { sessionExpiry } from '@bottega/test-kit/session';
import AccountButton from './index';

/** Renders the button as the renderer does for these cookies, then hydrates it as the shell does: React must keep
 * the server's control and log no mismatch. */
async function renderAndHydrate(cookies: Record<string, string> = {}, before?: () => void) {
  const page = await hydrateOnPage(await renderOnServer(AccountButton, 'AccountButton', {}, { cookies }), { before });
  const control = page.domElement.querySelector('a, button');
  return { page, control, kept: control === page.served('a, button'), errors: page.errors };
}

describe('account button over the server’s HTML', () => {
  it('stays Accedi for a guest', async () => {
    const { control, kept, errors } = await renderAndHydrate();
    expect(control!.textContent).toBe('Accedi');
    expect({ kept, errors }).toEqual({ kept: true, errors: [] });
  });

  it('stays the link to my-account for a logged-in shopper, the session read from the same cookie on both sides', async () => {
    const { control, kept, errors } = await renderAndHydrate({ customer_expires: sessionExpiry() });
    expect(control!.textContent).toBe('Il mio account');
    expect({ kept, errors }).toEqual({ kept: true, errors: [] });
  });

  it('hydrates the link drawn for a customer whose session ended before the code arrived, then shows Accedi', async () => {
    const endSession = () => {
      document.cookie = `customer_expires=${sessionExpiry(-1)}; path=/`;
    };
    const { page } = await renderAndHydrate({ customer_expires: sessionExpiry() }, endSession);
    expect({ kept: page.kept, errors: page.errors }).toEqual({ kept: true, errors: [] });
    await waitFor(() => expect(page.domElement.querySelector('a, button')!.textContent).toBe('Accedi'));
  });
});
