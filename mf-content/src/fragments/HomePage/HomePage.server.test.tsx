/** @jest-environment node */
import { dataOf, renderOnServer } from '@bottega/test-kit/server';
import { blocksQuery, layoutBlocksQuery } from '../../features/blocks/blocks.api';
import type { CmsBlock } from '../../features/blocks/blocks.rules';
import { block, cmsBlocksOf, hostileText, hostileTextEscaped, layoutBlocks } from '../../testing/fixtures';
import HomePage from './index';

const hero = block('home-hero-it', {
  title: 'Lana e luce',
  text: 'Cappotti e maglieria disegnati a Biella.',
  image: { url: '/api/media/hero.jpg', alt: 'Cappotto cammello', width: 1200, height: 900 },
  links: [{ label: 'Scopri Donna', url: '/c/donna', target: '_self' }],
});

const blocks = (items: CmsBlock[]) => ({ cmsBlocks: cmsBlocksOf(items) });

describe('home page drawn on the server', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('arrives with the hero, the story and the newsletter from their blocks', async () => {
    const { html, state, calls } = await renderOnServer(HomePage, 'HomePage', blocks([hero, ...layoutBlocks]));
    expect(html).toContain('>Lana e luce</h1>');
    expect(html).toContain('Cappotti e maglieria disegnati a Biella.');
    expect(html).toMatch(/<img [^>]*src="\/api\/media\/hero.jpg" alt="Cappotto cammello" width="1200" height="900" loading="eager" fetchPriority="high"/);
    expect(html).toMatch(/<a [^>]*href="\/it\/c\/donna"[^>]*><span [^>]*>Scopri Donna<\/span><\/a>/);
    expect(html).toContain('Dal 1987 a Biella, maglieria e sartoria.');
    expect(html).toContain('Il 10% sul primo ordine.');
    expect(calls()).toEqual(['cmsBlocks', 'cmsBlocks']);
    expect(dataOf(state, blocksQuery(['home-hero-it']).queryKey)).toEqual([hero]);
    expect(dataOf(state, layoutBlocksQuery('it').queryKey)).toEqual(layoutBlocks);
  });

  it('names the catalog’s rails for the edge to have the catalog draw them in their places', async () => {
    const { html, nested } = await renderOnServer(HomePage, 'HomePage', blocks([hero, ...layoutBlocks]));
    expect(nested.map(({ remote, request }) => [remote, request.fragment, request.props.basePath, request.idPrefix])).toEqual(
      Array.from({ length: 3 }, () => ['mf_catalog', 'ProductRail', '/it', expect.stringMatching(/^f[A-Za-z0-9]+-$/)]),
    );
    for (const { id } of nested)
      expect(html).toContain(
        `<div class="rail" data-nested-slot="mf_catalog/ProductRail" data-nested-id="${id}" data-slot-state="loading"><div data-slot-host="" data-start="load"></div></div>`,
      );
  });

  it('labels the category tiles and titles the catalog’s rails with this team’s words', async () => {
    const { html, nested } = await renderOnServer(HomePage, 'HomePage', blocks(layoutBlocks));
    for (const [id, label] of Object.entries({ donna: 'Donna', uomo: 'Uomo', maglieria: 'Maglieria', bambino: 'Bambino' }))
      expect(html).toMatch(new RegExp(`<a href="/it/c/${id}"[^>]*><span [^>]*></span><span class="label">${label}</span></a>`));
    expect(nested.map(({ request }) => [request.props.params.categoryId, request.props.params.title])).toEqual([
      ['maglieria', 'Maglieria: il nostro mestiere'],
      ['donna', 'Nuovi arrivi Donna'],
      ['uomo', 'Nuovi arrivi Uomo'],
    ]);
    expect(html).toContain('>Made in Italy</span>');
  });

  it('shows its own hero when the CMS has none', async () => {
    const { html } = await renderOnServer(HomePage, 'HomePage', blocks(layoutBlocks));
    expect(html).toContain('>La stagione si veste di lana e di luce</h1>');
  });

  it('cannot be broken out of by a hero title', async () => {
    const { html } = await renderOnServer(HomePage, 'HomePage', blocks([{ ...hero, title: hostileText, image: { ...hero.image!, alt: hostileText } }]));
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`>${hostileTextEscaped}</h1>`);
    expect(html).toContain(`alt="${hostileTextEscaped}"`);
  });
});
