// A content fragment drawn as the team's renderer draws it, and hydrated as the shopper's browser does.
import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { teamQueryClient, type Fragment } from '@bottega/fragment-kit';
import { renderFragment } from '@bottega/fragment-kit/server';
import { shellProps } from '@bottega/tooling/harness';
import { fakeApi } from '@bottega/tooling/testing/render';

type Route = { params?: Record<string, string>; query?: string };

export interface Drawn {
  html: string;
  state: DehydratedState;
}

/**
 * Draws a fragment for a guest on `/it` as the renderer does (kit's renderFragment), over an API
 * that answers from the given handlers (tooling's fakeApi: a method → its data, or apiError).
 * `calls` lists what the render asked the API.
 */
export async function drawOnServer(fragment: Fragment, name: string, api: Parameters<typeof fakeApi>[0], { params = {}, query = '' }: Route = {}) {
  const calls = fakeApi(api);
  const context = { cookie: () => undefined, fetch: globalThis.fetch };
  const drawn = await renderFragment(fragment, { fragment: name, props: { locale: 'it', market: 'it', basePath: '/it', params, query }, idPrefix: 't-' }, context);
  return { html: drawn.html, state: drawn.state as DehydratedState, calls };
}

/** What the server's state holds for a query: the data the browser's cache starts from. */
export const stateData = (state: DehydratedState, key: QueryKey) => state.queries.find((query) => query.queryHash === hashKey(key))?.state.data;

/**
 * Mounts the fragment over its server HTML with the server's state (through JSON, as it travels),
 * as the shell does in the browser. Tells whether the drawn elements were kept (React hydrated them
 * rather than drawing again), what the browser asked the API, and what React logged as errors
 * (a hydration mismatch is one).
 */
export async function hydrateOnPage(fragment: Fragment, name: string, { html, state }: Drawn, { params = {}, query = '' }: Route = {}) {
  teamQueryClient('cnt').clear();
  // The shell mounts outside act(), as in a browser: the test sees React's own scheduling, and React
  // does not ask for act() (the testing library's import asks for it in every test file).
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  const requests = jest.fn();
  globalThis.fetch = requests;
  const errors = jest.spyOn(console, 'error');
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.innerHTML = html;
  const drawnRoot = domElement.firstElementChild;
  const props = { ...shellProps({ params, query }), name, domElement };
  await fragment.mount({ ...props, ssr: { idPrefix: 't-', state: JSON.parse(JSON.stringify(state)) } });
  // React reports a mismatch once the hydrating commit is over.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const logged = [...errors.mock.calls];
  errors.mockRestore();
  return {
    domElement,
    kept: domElement.firstElementChild === drawnRoot,
    requests: requests.mock.calls,
    errors: logged,
    unmount: async () => {
      await fragment.unmount(props);
      domElement.remove();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    },
  };
}
