import { drawOnServer, hydrateOnPage } from '@bottega/tooling/testing/server';
import NewsletterFooterForm from './index';

it('comes alive over the server’s e-mail box, its label still naming it', async () => {
  const page = await hydrateOnPage(await drawOnServer(NewsletterFooterForm, 'NewsletterFooterForm', {}));
  expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
  const label = page.domElement.querySelector('label')!;
  expect(label.control!.getAttribute('type')).toBe('email');
});
