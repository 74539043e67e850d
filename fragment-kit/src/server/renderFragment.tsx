import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { ApiError } from '@bottega/api-contract';
import { createBus, type FragmentProps } from '@bottega/browser-contract';
import { fragmentElement, type Fragment } from '../createFragment';
import { serverQueryClient } from '../queryClient';
import type { RequestContext } from '../requestContext';
import { idPrefixFor, type SlotRequest } from '../serverSlots';
import { runInRequest } from './requestScope';
import { logLine } from './log';
import type { NestedAnswer, RenderAnswer, RenderRequest } from './protocol';

/** React's early resource hints in front of the HTML: inside a slot they are not what the browser hydrates, and the
 * HTML that follows names the resources anyway. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^<>]*\/?>)+/;

const inertSlot: FragmentProps['slot'] = () => ({ unmount() {} });

/** What the shopper asked for and is not there, or not theirs (a 4xx): the page's answer, not a failure to log. */
const isShoppersOwnError = (error: unknown) => error instanceof ApiError && error.statusCode < 500;

/** Renders one fragment for one shopper: prefetch, then the tree the browser hydrates with its cache and nested
 * slots' requests (docs/adr/0011, 0020). */
export async function renderFragment(fragment: Fragment, request: RenderRequest, context: RequestContext): Promise<Omit<RenderAnswer, 'assets'> & { complete: boolean }> {
  return runInRequest(context, async () => {
    // A failed request is rendered as failed at once: a retry would cost the slot its time budget, and the browser retries anyway.
    const client = serverQueryClient();
    const props: FragmentProps = {
      ...request.props,
      apiBaseUrl: '',
      navigate: () => {},
      bus: createBus(new EventTarget()),
      slot: inertSlot,
    };
    const { team, component, prefetch } = fragment.server;
    // A failed prefetch is rendered as the component renders a failed query: the browser retries it.
    if (prefetch) await prefetch(props, client).catch((error: Error) => logLine('warn', 'fragment prefetch failed', { fragment: request.fragment, err: error.message }));
    const nested = new Map<string, NestedAnswer>();
    const named = ({ id, remote, fragment: name, params }: SlotRequest) =>
      nested.set(id, { id, remote, request: { fragment: name, props: { ...request.props, params }, idPrefix: idPrefixFor(id) } });
    const rendered = renderToString(
      fragmentElement(team, component, props, client, () => {}, { request: named }),
      { identifierPrefix: request.idPrefix },
    );
    // A render whose data did not all arrive is the shopper's alone: it is never cached for others.
    const queries = client.getQueryCache().getAll();
    const failed = queries.filter((query) => query.state.status === 'error' && !isShoppersOwnError(query.state.error));
    if (failed.length)
      logLine('warn', 'fragment rendered without the data it could not read; the browser asks again', {
        fragment: request.fragment,
        queries: failed.map((query) => ({ key: query.queryKey, err: query.state.error?.message })),
      });
    return {
      html: rendered.replace(LEADING_PRELOADS, ''),
      state: dehydrate(client),
      nested: [...nested.values()],
      complete: queries.every((query) => query.state.status === 'success'),
    };
  });
}
