import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createBus } from '@bottega/event-bus';
import { requestContextFor, runInRequest } from '@bottega/fragment-kit/server';
import { AppRoutes } from '../App';
import { FragmentSourceContext, type FragmentSource } from '../composition/serverSlots';

export type { FragmentRequest, FragmentSource, ServerSlot } from '../composition/serverSlots';

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  /** The shopper's Cookie header: guards and the account's links read the session from it. */
  cookie: string | undefined;
  /** Where each slot's HTML comes from. */
  fragments: FragmentSource;
}

/**
 * The shell's half of a server-rendered page (docs/adr/0011): the layout and routes for one URL,
 * streamed. Each slot waits under its own Suspense boundary for its team's HTML, so the header and
 * the rest of the page leave as soon as they are drawn. The edge writes the document around it.
 */
export function renderPage({ url, cookie, fragments }: PageRequest, options: RenderToPipeableStreamOptions) {
  // The shell draws no data of its own: the API is never called from here.
  const context = requestContextFor(cookie, 'http://api.invalid');
  return runInRequest(context, () =>
    renderToPipeableStream(
      <StaticRouter location={url}>
        <FragmentSourceContext value={fragments}>
          <AppRoutes bus={createBus(new EventTarget())} />
        </FragmentSourceContext>
      </StaticRouter>,
      options,
    ),
  );
}
