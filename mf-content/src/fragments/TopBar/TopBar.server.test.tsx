/** @jest-environment node */
import { dataOf, renderOnServer } from '@bottega/test-kit/server';
import { layoutBlocksQuery } from '../../features/blocks/blocks.api';
import { cmsBlocksOf, layoutBlocks } from '../../testing/fixtures';
import TopBar from './index';

describe('top bar drawn on the server', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('arrives with the customer-service and shipping texts, and the blocks the browser will read', async () => {
    const { html, state, calls } = await renderOnServer(TopBar, 'TopBar', { cmsBlocks: cmsBlocksOf(layoutBlocks) });
    expect(html).toMatch(/^<div data-team="cnt"><aside [^>]*aria-label="Servizio clienti"/);
    expect(html).toContain('<a href="mailto:assistenza@bottega.example">assistenza@bottega.example</a>');
    expect(html).toContain('Spedizione gratuita da 100 €');
    expect(calls()).toEqual(['cmsBlocks']);
    expect(dataOf(state, layoutBlocksQuery('it').queryKey)).toEqual(layoutBlocks);
  });

  it('leaves the bar out when the API is down, for the browser to try again, and says so in the renderer’s log', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { html, state } = await renderOnServer(TopBar, 'TopBar', {});
    expect(html).toBe('<div data-team="cnt"></div>');
    expect(state.queries).toEqual([]);
    expect(log.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([expect.objectContaining({ level: 40, fragment: 'TopBar' })]);
  });
});
