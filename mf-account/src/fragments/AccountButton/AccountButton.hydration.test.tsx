import Cookies from 'js-cookie';
import { renderFragment } from '@bottega/fragment-kit/server';
import { shellProps } from '@bottega/tooling/harness';
import AccountButton from './index';

afterEach(() => Cookies.remove('customer_expires'));

/**
 * Draws the button as the renderer does for a request with the page's cookies, then mounts it over
 * that HTML as the shell does: React must keep the drawn element and log no mismatch.
 */
async function drawAndHydrate() {
  const request = { fragment: 'AccountButton', props: { locale: 'it' as const, market: 'it', basePath: '/it', params: {}, query: '' }, idPrefix: 't-' };
  const { html, state } = await renderFragment(AccountButton, request, { cookie: (name) => Cookies.get(name), fetch: jest.fn() });
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.innerHTML = html;
  const drawn = domElement.querySelector('a, button');
  const errors = jest.spyOn(console, 'error');
  const props = { ...shellProps(), name: 'mf_account/AccountButton', domElement };
  await AccountButton.mount({ ...props, ssr: { idPrefix: 't-', state } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const shown = { control: domElement.querySelector('a, button'), kept: domElement.querySelector('a, button') === drawn, errors: [...errors.mock.calls] };
  errors.mockRestore();
  await AccountButton.unmount(props);
  return shown;
}

describe('account button over the server’s HTML', () => {
  it('stays Accedi for a guest', async () => {
    const { control, kept, errors } = await drawAndHydrate();
    expect(control!.textContent).toBe('Accedi');
    expect({ kept, errors }).toEqual({ kept: true, errors: [] });
  });

  it('stays the link to my-account for a logged-in shopper, the session read from the same cookie on both sides', async () => {
    Cookies.set('customer_expires', String(Math.floor(Date.now() / 1000) + 3600));
    const { control, kept, errors } = await drawAndHydrate();
    expect(control!.textContent).toBe('Il mio account');
    expect({ kept, errors }).toEqual({ kept: true, errors: [] });
  });
});
