import { fireEvent, waitFor } from '@testing-library/react';
import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import NewsletterFooterForm from './index';

it('comes alive over the server’s e-mail box, its label still naming it', async () => {
  const page = await hydrateOnPage(await renderOnServer(NewsletterFooterForm, 'NewsletterFooterForm', {}));
  expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
  const label = page.domElement.querySelector('label')!;
  expect(label.control!.getAttribute('type')).toBe('email');
});

it('judges the address typed before its code arrived, not an empty box', async () => {
  const page = await hydrateOnPage(await renderOnServer(NewsletterFooterForm, 'NewsletterFooterForm', {}), {
    before: (slot) => {
      slot.querySelector('input')!.value = 'giulia@negozio';
    },
  });
  expect(page).toMatchObject({ kept: true, errors: [] });
  fireEvent.submit(page.domElement.querySelector('form')!);
  await waitFor(() => expect(page.domElement.querySelector('[role="alert"]')?.textContent).toBe('Inserisci un indirizzo email valido'));
  expect(page.domElement.querySelector('input')!.value).toBe('giulia@negozio');
});
