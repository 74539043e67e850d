import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createBus, type FragmentProps } from '@bottega/event-bus';
import { fragmentTree, type Fragment } from '../createFragment';
import { createQueryClient } from '../queryClient';
import { installServerRequestContext, type RequestContext } from '../requestContext';
import type { RenderRequest } from './protocol';

const requests = new AsyncLocalStorage<RequestContext>();
installServerRequestContext(() => requests.getStore() ?? null);

/** The shopper's request as the fragment's code sees it on the server: its cookies, and the API it calls. */
export function requestContextFor(cookieHeader: string | undefined, apiUrl: string): RequestContext {
  const cookies = new Map<string, string>();
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const name = pair.slice(0, at).trim();
    try {
      cookies.set(name, decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      // A value that is not URI-encoded is one the browser's js-cookie would not read either.
    }
  }
  return {
    cookie: (name) => cookies.get(name),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookieHeader) headers.set('cookie', cookieHeader);
      return fetch(`${apiUrl}${String(input)}`, { ...init, headers, signal: init?.signal ?? AbortSignal.timeout(5000) });
    },
  };
}

const inertSlot: FragmentProps['slot'] = () => ({ unmount() {} });

/**
 * Draws one fragment for one shopper: its data fetched first (the fragment's prefetch, with the
 * shopper's cookies), then the same tree the browser hydrates, under the page's id prefix. The cache
 * it drew from travels with the HTML, so the browser does not ask the API again.
 */
export async function renderFragment(fragment: Fragment, request: RenderRequest, context: RequestContext): Promise<{ html: string; state: unknown }> {
  return requests.run(context, async () => {
    const client = createQueryClient();
    const props: FragmentProps = {
      ...request.props,
      apiBaseUrl: '',
      navigate: () => {},
      bus: createBus(new EventTarget()),
      slot: inertSlot,
    };
    const { team, component, prefetch } = fragment.server;
    // A failed prefetch is drawn as the component draws a failed query: the browser retries it.
    if (prefetch) await prefetch(props, client).catch(() => undefined);
    const html = renderToString(fragmentTree(team, component, props, client, () => {}), { identifierPrefix: request.idPrefix });
    return { html, state: dehydrate(client) };
  });
}
