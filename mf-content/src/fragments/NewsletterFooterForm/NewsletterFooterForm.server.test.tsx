/** @jest-environment node */
import { drawOnServer } from '@bottega/test-kit/server';
import NewsletterFooterForm from './index';

it('arrives as a labelled e-mail box under the page’s id prefix, without asking the API', async () => {
  const { html, calls } = await drawOnServer(NewsletterFooterForm, 'NewsletterFooterForm', {});
  const [, id] = /<label for="([^"]+)"[^>]*>Il tuo indirizzo email<\/label>/.exec(html)!;
  expect(id).toContain('t-');
  expect(html).toMatch(new RegExp(`<input id="${id}"[^>]* type="email"`));
  expect(calls()).toEqual([]);
});
