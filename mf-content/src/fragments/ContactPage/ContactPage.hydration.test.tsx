import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { cmsPage } from '../../testing/fixtures';
import ContactPage from './index';

it('comes alive over the server’s contact page without asking the API again', async () => {
  const contacts = cmsPage('contact-us', { title: 'Contatti', content: '<p>Siamo a Biella.</p>' });
  const page = await hydrateOnPage(await renderOnServer(ContactPage, 'ContactPage', { cmsPage: () => contacts }));
  expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
  expect(page.domElement.querySelector('#cnt-contact-info')!.textContent).toBe('Contatti');
});
