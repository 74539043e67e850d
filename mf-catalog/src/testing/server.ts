// A fragment as the team's renderer draws it (@bottega/fragment-kit/server) for a shopper without
// cookies, over the fake storefront API of @bottega/tooling/testing/render; then, in a browser test,
// hydrated as the shell mounts it with the HTML and the data the server sent.
import { act } from 'react';
import type { Fragment } from '@bottega/fragment-kit';
import { renderFragment } from '@bottega/fragment-kit/server';
import { shellProps } from '@bottega/tooling/harness';
import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';

const ID_PREFIX = 't-';

/** Draws the fragment for a page of the Italian shop, as the edge asks for it. */
export async function drawOnServer(fragment: Fragment, name: string, { params = {}, query = '' }: { params?: Record<string, string>; query?: string } = {}) {
  const props = { locale: 'it' as const, market: 'it', basePath: '/it', params, query };
  const shopper = { cookie: () => undefined, fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) };
  return { props, ...(await renderFragment(fragment, { fragment: name, props, idPrefix: ID_PREFIX }, shopper)) };
}

/**
 * Puts the server's HTML in a slot and mounts the fragment over it as the shell does. `kept` says
 * whether the server's elements are still the ones on screen (hydrated, not drawn again).
 */
export async function hydrateInBrowser(fragment: Fragment, name: string, drawn: Awaited<ReturnType<typeof drawOnServer>>) {
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.innerHTML = drawn.html;
  const served = domElement.querySelector('[data-team]');
  const props = { ...shellProps({ params: drawn.props.params, query: drawn.props.query }), name, domElement };
  let mounted = Promise.resolve();
  // The mount settles once React has committed, which act only lets happen when its callback returns.
  await act(() => {
    mounted = fragment.mount({ ...props, ssr: { idPrefix: ID_PREFIX, state: drawn.state } });
  });
  await mounted;
  // Anything the hydrated fragment asks for on mount is asked by now.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { domElement, kept: domElement.querySelector('[data-team]') === served, unmount: () => act(() => fragment.unmount(props)) };
}

/** What the state the browser hydrates with holds for one query. */
export const dataOf = (state: unknown, queryKey: QueryKey) => (state as DehydratedState).queries.find((query) => query.queryHash === hashKey(queryKey))?.state.data;

/** The HTML as a reader sees its text: without the markers React puts between two adjacent texts. */
export const readable = (html: string) => html.replaceAll('<!-- -->', '');
