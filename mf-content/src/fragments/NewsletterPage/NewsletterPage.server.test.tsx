import { renderOnServer, readable } from '@bottega/test-kit/server';
import NewsletterPage from './index';

const serverRender = (query = '') => renderOnServer(NewsletterPage, 'NewsletterPage', { cmsBlocks: () => ({ items: [] }) }, { query });

describe('the newsletter page drawn on the server', () => {
  it('draws the subscription as a form posted to the content team, Iscriviti enabled: without scripts the team judges it', async () => {
    const { html } = await serverRender();
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/forms/mf_content/newsletter']);
    expect([...form.querySelectorAll('input')].map((input) => input.name)).toEqual(['email', 'name', 'lastName', 'privacy']);
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
    expect(page.querySelector('[role="status"], [role="alert"]')).toBeNull();
  });

  it('says the outcome the address names, in the words of product rule §8', async () => {
    expect(readable((await serverRender('?esito=newsletter.confirmation-sent')).html)).toContain('apri il link che contiene per completare l’iscrizione alla newsletter');
    expect(readable((await serverRender('?esito=newsletter.failed')).html)).toMatch(/role="alert"[^>]*>.*non è stato possibile iscriverti alla nostra newsletter/);
    expect(readable((await serverRender('?esito=newsletter.invalid')).html)).toContain('accetta la privacy policy e invia di nuovo il modulo');
    expect(readable((await serverRender('?esito=login.invalid')).html)).not.toContain('role="alert"');
  });
});
