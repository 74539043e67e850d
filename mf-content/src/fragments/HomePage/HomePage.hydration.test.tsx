import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { block, cmsBlocksOf, hostileText, layoutBlocks } from '../../testing/fixtures';
import HomePage from './index';

it('comes alive over the server’s home page without asking the API again', async () => {
  const hero = block('home-hero-it', { title: hostileText, links: [{ label: 'Scopri Donna', url: '/c/donna', target: '_self' }] });
  const drawn = await renderOnServer(HomePage, 'HomePage', { cmsBlocks: cmsBlocksOf([hero, ...layoutBlocks]) });
  const page = await hydrateOnPage(drawn);
  expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
  expect(page.domElement.querySelector('h1')!.textContent).toBe(hostileText);
  expect(page.domElement.querySelector('script')).toBeNull();
});
