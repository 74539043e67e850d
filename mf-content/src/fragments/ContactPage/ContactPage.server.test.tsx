/** @jest-environment node */
import { apiError } from '@bottega/test-kit/render';
import { dataOf, renderOnServer } from '@bottega/test-kit/server';
import { pageQuery } from '../../features/cms/cms.api';
import { contactInfoPage } from '../../features/contact/contact.rules';
import { cmsPage } from '../../testing/fixtures';
import ContactPage from './index';

const contacts = cmsPage('contact-us', { title: 'Contatti', content: '<p>Siamo a Biella, in via Italia 1.</p>' });

describe('contact page drawn on the server', () => {
  it('arrives with the CMS’s ways to reach us beside the form, and the page the browser will read', async () => {
    const { html, state } = await renderOnServer(ContactPage, 'ContactPage', { cmsPage: () => contacts });
    expect(html).toContain('<h1 class="title">Contattaci</h1>');
    expect(html).toContain('<h2 id="cnt-contact-info" class="infoTitle">Contatti</h2><div class="page"><p>Siamo a Biella, in via Italia 1.</p></div>');
    expect(html).toMatch(/<form [^>]*>.*<span class="buttonLabel">Invia messaggio<\/span><\/button><\/form>/);
    expect(dataOf(state, pageQuery(contactInfoPage).queryKey)).toEqual(contacts);
  });

  it('names the shop’s own address and phone when the CMS has no contact page', async () => {
    const { html } = await renderOnServer(ContactPage, 'ContactPage', {
      cmsPage: () => {
        throw apiError(404);
      },
    });
    expect(html).toContain('<a href="mailto:assistenza@bottega.example">assistenza@bottega.example</a>');
    expect(html).toContain('<a href="tel:+390212345678">+39 02 1234 5678</a>');
  });
});
