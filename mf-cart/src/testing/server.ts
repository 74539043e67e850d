// A fragment as the team's renderer draws it (@bottega/fragment-kit/server), for a shopper and the
// cookies of their request, over the fake storefront API of @bottega/tooling/testing/render; then, in
// a browser test, hydrated as the shell mounts it with the HTML and the data the server sent.
// The same file serves mf-catalog and mf-cart until @bottega/tooling/testing holds it for every remote.
import { act } from 'react';
import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { teamQueryClient, type Fragment } from '@bottega/fragment-kit';
import { renderFragment } from '@bottega/fragment-kit/server';
import { shellProps } from '@bottega/tooling/harness';
import { fakeApi } from '@bottega/tooling/testing/render';

const ID_PREFIX = 't-';

interface PageRequest {
  params?: Record<string, string>;
  query?: string;
  cookies?: Record<string, string>;
}

/** Draws the fragment for a page of the Italian shop, as the edge asks for it. */
export async function drawOnServer(fragment: Fragment, name: string, { params = {}, query = '', cookies = {} }: PageRequest = {}) {
  const props = { locale: 'it' as const, market: 'it', basePath: '/it', params, query };
  const shopper = { cookie: (cookie: string) => cookies[cookie], fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) };
  return { props, ...(await renderFragment(fragment, { fragment: name, props, idPrefix: ID_PREFIX }, shopper)) };
}

const cleanUps: (() => Promise<void>)[] = [];

/**
 * Draws the fragment on the server over `shop`, puts the HTML in a slot and mounts the fragment over
 * it as the shell does, then checks what every hydration must hold: the server's elements kept,
 * nothing asked of the API again, nothing React complained about. Answers the slot.
 */
export async function serveThenHydrate(fragment: Fragment, name: string, shop: Parameters<typeof fakeApi>[0], request: PageRequest = {}) {
  fakeApi(shop);
  const drawn = await drawOnServer(fragment, name, request);
  const asked = fakeApi(shop);
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.innerHTML = drawn.html;
  const served = domElement.querySelector('[data-team]');
  const props = { ...shellProps({ params: drawn.props.params, query: drawn.props.query }), name, domElement };
  cleanUps.push(async () => {
    await act(() => fragment.unmount(props));
    teamQueryClient(fragment.server.team).clear();
  });
  const errors = jest.spyOn(console, 'error');
  try {
    let mounted = Promise.resolve();
    // The mount settles once React has committed, which act only lets happen when its callback returns.
    await act(() => {
      mounted = fragment.mount({ ...props, ssr: { idPrefix: ID_PREFIX, state: drawn.state } });
    });
    await mounted;
    // Anything the hydrated fragment asks for on mount is asked by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(domElement.querySelector('[data-team]')).toBe(served);
    expect(asked()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
  return domElement;
}

/** After each hydration test: the fragments unmounted, their team's cache emptied, the page blank. */
export async function unmountHydrated() {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  document.body.innerHTML = '';
}

/** What the state the browser hydrates with holds for one query. */
export const dataOf = (state: unknown, queryKey: QueryKey) => (state as DehydratedState).queries.find((query) => query.queryHash === hashKey(queryKey))?.state.data;

/** The HTML as a reader sees its text: without the markers React puts between two adjacent texts. */
export const readable = (html: string) => html.replaceAll('<!-- -->', '');
