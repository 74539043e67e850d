import { fireEvent, waitFor } from '@testing-library/react';
import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { session } from '../../testing/fixtures';
import AuthPage from './index';

const onPage = async (mode: string, api = {}, before?: (slot: HTMLElement) => void) =>
  hydrateOnPage(await renderOnServer(AuthPage, 'AuthPage', api, { params: { mode } }), { before });

describe('the login and registration pages over the server’s HTML', () => {
  it('keeps the registration’s Crea account enabled as HTML, and disables it once its code judges the empty form', async () => {
    const page = await onPage('register');
    expect({ kept: page.kept, errors: page.errors }).toEqual({ kept: true, errors: [] });
    const submit = page.domElement.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(page.served('button[type="submit"]')).toBe(submit);
  });

  it('sends the login typed before its code arrived itself, once hydrated, and says the shopper is in', async () => {
    const page = await onPage('login', { generateCustomerToken: () => session, customerCart: () => ({ total_quantity: 0 }) }, (slot) => {
      slot.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'giulia@example.it';
      slot.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'segreta';
    });
    expect({ kept: page.kept, errors: page.errors }).toEqual({ kept: true, errors: [] });
    fireEvent.submit(page.domElement.querySelector('form')!);
    await waitFor(() => expect(page.domElement.textContent).toContain('Bentornato! Hai effettuato l’accesso.'));
  });
});
