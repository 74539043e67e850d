import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import NotFoundPage from './index';

it('comes alive over the server’s not-found page', async () => {
  const page = await hydrateOnPage(await renderOnServer(NotFoundPage, 'NotFoundPage', {}));
  expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
});
