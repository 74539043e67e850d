/** @jest-environment node */
import { renderOnServer } from '@bottega/test-kit/server';
import NotFoundPage from './index';

it('arrives whole without asking the API: the message, the hints and the ways back', async () => {
  const { html, state, calls } = await renderOnServer(NotFoundPage, 'NotFoundPage', {});
  expect(html).toContain('>Ops!</h1>');
  expect(html).toContain('La pagina che stavi cercando non è stata trovata');
  expect(html).toMatch(/<a [^>]*href="\/it"[^>]*><span [^>]*>Vai alla homepage<\/span><\/a>/);
  expect(html).toMatch(/<a [^>]*href="\/it\/contact-us"[^>]*><span [^>]*>Contattaci<\/span><\/a>/);
  expect(calls()).toEqual([]);
  expect(state.queries).toEqual([]);
});
