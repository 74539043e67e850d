import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createBus } from '@bottega/browser-contract';
import { requestContextFor, runInRequest } from '@bottega/fragment-kit/server';
import { AppRoutes } from '../App';
import { FragmentSourceContext, type FragmentSource } from '../composition/serverSlots';

export type { FragmentRequest, FragmentSource } from '../composition/serverSlots';
export type { ServerSlot } from '@bottega/fragment-kit/slots';

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  /** The shopper's Cookie header: guards and the account's links read the session from it. */
  cookie: string | undefined;
  /** Told of every slot the layout has, as it is drawn. */
  fragments: FragmentSource;
}

/**
 * The shell's half of a server-rendered page (docs/adr/0011): the layout and routes for one URL,
 * with a marker in every slot. Drawing it asks every slot's team at once; the edge then writes the
 * page in order, each slot's HTML in place of its marker.
 */
export function renderPage({ url, cookie, fragments }: PageRequest): string {
  // The shell draws no data of its own: the API is never called from here.
  const context = requestContextFor(cookie, 'http://api.invalid');
  return runInRequest(context, () =>
    renderToString(
      <StaticRouter location={url}>
        <FragmentSourceContext value={fragments}>
          <AppRoutes bus={createBus(new EventTarget())} />
        </FragmentSourceContext>
      </StaticRouter>,
    ),
  );
}
