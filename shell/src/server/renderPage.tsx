import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createBus } from '@bottega/browser-contract';
import { requestContextFor, runInRequest } from '@bottega/fragment-kit/server';
import { plainFragmentProps } from '@bottega/fragment-kit/plain-props';
import type { RenderRequest } from '@bottega/fragment-kit/protocol';
import { idPrefixFor, ServerSlotsContext, type SlotRequest } from '@bottega/fragment-kit/slots';
import { AppRoutes } from '../App';

export type { ServerSlot } from '@bottega/fragment-kit/slots';

/** What the server render asks the teams' renderers for: one slot of the layout and its plain props. */
export interface FragmentRequest {
  /** The slot's useId: the same on the server and in the hydrating browser. */
  slotId: string;
  remote: string;
  fragment: string;
  props: RenderRequest['props'];
  idPrefix: string;
}

/** Told of each slot as the layout renders its marker: every team is asked at once, and the edge writes each slot
 * in order when it answers or its budget runs out (docs/adr/0011, edge/src/ssr/streamPage.ts). */
export type FragmentSource = (request: FragmentRequest) => void;

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  /** The shopper's Cookie header: guards and the account's links read the session from it. */
  cookie: string | undefined;
  /** Told of every slot the layout has, as it is rendered. */
  fragments: FragmentSource;
}

/** The shell's half of a server-rendered page (docs/adr/0011): layout and routes for one URL, a marker in every slot
 * that the edge replaces with the slot's HTML. */
export function renderPage({ url, cookie, fragments }: PageRequest): string {
  // The shell renders no data of its own: the API is never called from here.
  const context = requestContextFor(cookie, 'http://api.invalid');
  const { pathname } = new URL(url, 'http://shop.invalid');
  const request = ({ id, remote, fragment, params, query = '' }: SlotRequest) =>
    fragments({ slotId: id, remote, fragment, props: plainFragmentProps(pathname, params, query), idPrefix: idPrefixFor(id) });
  return runInRequest(context, () =>
    renderToString(
      <StaticRouter location={url}>
        <ServerSlotsContext value={{ request }}>
          <AppRoutes bus={createBus(new EventTarget())} />
        </ServerSlotsContext>
      </StaticRouter>,
    ),
  );
}
