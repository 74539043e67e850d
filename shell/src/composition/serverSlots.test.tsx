/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createBus } from '@bottega/browser-contract';
import { FragmentSourceContext, type FragmentRequest } from './serverSlots';
import { ShellContext } from './ShellContext';
import { Slot } from './Slot';

describe('a slot drawn on the server', () => {
  it('asks for its fragment and leaves the marker the edge replaces (server/ssr.ts)', () => {
    const asked: FragmentRequest[] = [];
    const services = { bus: createBus(new EventTarget()), navigate: () => {}, slot: () => ({ unmount() {} }) };
    const html = renderToString(
      <StaticRouter location="/it/Cart?x=1">
        <ShellContext value={services}>
          <FragmentSourceContext value={(request) => asked.push(request)}>
            <Slot remote="mf_cart" fragment="CartPage" query="?x=1" />
          </FragmentSourceContext>
        </ShellContext>
      </StaticRouter>,
    );
    expect(asked).toEqual([
      {
        slotId: asked[0].slotId,
        remote: 'mf_cart',
        fragment: 'CartPage',
        props: { locale: 'it', market: 'it', basePath: '/it', params: {}, query: '?x=1' },
        idPrefix: expect.stringMatching(/^f[A-Za-z0-9]+-$/),
      },
    ]);
    expect(html).toContain(`<template data-slot-pending="${asked[0].slotId}"></template>`);
  });
});
