/** @jest-environment node */
import { renderOnServer } from '@bottega/test-kit/server';
import NewsletterFooterForm from './index';

it('arrives as a labelled e-mail box under the page’s id prefix, without asking the API', async () => {
  const { html, calls } = await renderOnServer(NewsletterFooterForm, 'NewsletterFooterForm', {});
  const [, id] = /<label for="([^"]+)"[^>]*>Il tuo indirizzo email<\/label>/.exec(html)!;
  expect(id).toContain('t-');
  expect(html).toMatch(new RegExp(`<input id="${id}"[^>]* type="email"`));
  expect(calls()).toEqual([]);
});

it('posts the whole subscription to the content team, the fields the modal asks for drawn for a browser without scripts', async () => {
  const { html } = await renderOnServer(NewsletterFooterForm, 'NewsletterFooterForm', {});
  expect(html).toMatch(/<form [^>]*action="\/forms\/mf_content\/newsletter" method="post">/);
  expect([...html.matchAll(/<input [^>]*name="([^"]+)"/g)].map((found) => found[1])).toEqual(['email', 'name', 'lastName', 'privacy']);
});
