/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createBus } from '@bottega/browser-contract';
import { ServerSlotsContext, type SlotRequest } from '@bottega/fragment-kit/slots';
import { renderPage, type FragmentRequest } from '../server/renderPage';
import { ShellContext } from './ShellContext';
import { PageSlot } from './PageSlot';

describe('a page slot rendered on the server', () => {
  it('names its fragment and leaves the marker the edge replaces (edge/src/ssr/streamPage.ts)', () => {
    const asked: SlotRequest[] = [];
    const services = { bus: createBus(new EventTarget()), navigate: () => {}, slot: () => ({ unmount() {} }) };
    const html = renderToString(
      <StaticRouter location="/it/Cart?x=1">
        <ShellContext value={services}>
          <ServerSlotsContext value={{ request: (request) => asked.push(request) }}>
            <PageSlot remote="mf_cart" fragment="CartPage" query="?x=1" />
          </ServerSlotsContext>
        </ShellContext>
      </StaticRouter>,
    );
    expect(asked).toEqual([{ id: asked[0].id, remote: 'mf_cart', fragment: 'CartPage', params: {}, query: '?x=1' }]);
    expect(html).toContain(`data-slot="mf_cart/CartPage" data-slot-id="${asked[0].id}" data-slot-state="loading"><template data-slot-pending="${asked[0].id}"></template></div>`);
  });
});

describe('the shell’s server render', () => {
  it('asks every slot’s team with the plain props of the page and the slot’s id prefix', () => {
    const asked: FragmentRequest[] = [];
    const html = renderPage({ url: '/it/Cart?x=1', cookie: undefined, fragments: (request) => asked.push(request) });
    const page = asked.find((request) => request.fragment === 'CartPage')!;
    expect(page).toEqual({
      slotId: page.slotId,
      remote: 'mf_cart',
      fragment: 'CartPage',
      props: { locale: 'it', market: 'it', basePath: '/it', params: {}, query: '?x=1' },
      idPrefix: expect.stringMatching(/^f[A-Za-z0-9]+-$/),
    });
    expect(asked.find((request) => request.fragment === 'MiniCartButton')!.props.query).toBe('');
    expect(html).toContain(`<template data-slot-pending="${page.slotId}"></template>`);
  });
});
