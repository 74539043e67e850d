// What every remote's server-rendering tests need: a fragment rendered as its team's renderer renders it, over a
// fake API, then hydrated in a browser test as the shell mounts it.
import { hashKey, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { RENDERED_FOR_ATTRIBUTE, renderedFor, teamQueryClient, type Fragment } from '@bottega/fragment-kit';
import { renderFragment, runInRequest } from '@bottega/fragment-kit/server';
import type { PageAnswer, PageResolvers } from '@bottega/fragment-kit/page';
import { plainFragmentProps } from '@bottega/fragment-kit/plain-props';
import { NESTED_PENDING, type NestedAnswer } from '@bottega/fragment-kit/protocol';
import { shellProps } from './harness';
import { fakeApi } from './render';

/** The storefront API as fakeApi takes it: a method → its data, or an apiError thrown. */
export type Api = Parameters<typeof fakeApi>[0];

/** The page of the Italian shop the request is for, and the cookies the shopper's browser sends. */
export interface PageRequest {
  params?: Record<string, string>;
  query?: string;
  cookies?: Record<string, string>;
}

const ID_PREFIX = 't-';

export interface ServerRendered {
  /** With each nested slot as the edge leaves it when its team does not answer: empty. */
  html: string;
  /** The nested slots the fragment named, with the request the edge would send each one's team. */
  nested: NestedAnswer[];
  state: DehydratedState;
  /** What the render asked the API: `calls()` the methods in order, `calls(method)` their arguments. */
  calls: ReturnType<typeof fakeApi>;
  /** What hydrateOnPage needs to put the same fragment on the same page. */
  page: { fragment: Fragment; name: string; api: Api; request: Required<PageRequest> };
}

/** Draws the fragment for a page of the Italian shop, as the edge asks the team's renderer for it, over `api`. */
export async function renderOnServer(fragment: Fragment, name: string, api: Api, { params = {}, query = '', cookies = {} }: PageRequest = {}): Promise<ServerRendered> {
  const calls = fakeApi(api);
  const props = plainFragmentProps('/it', params, query);
  const shopper = { cookie: (cookie: string) => cookies[cookie], fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) };
  const rendered = await renderFragment(fragment, { fragment: name, props, idPrefix: ID_PREFIX }, shopper);
  return {
    html: rendered.html.replace(NESTED_PENDING, '<div data-slot-host="" data-start="load"></div>'),
    nested: rendered.nested ?? [],
    state: rendered.state as DehydratedState,
    calls,
    page: { fragment, name, api, request: { params, query, cookies } },
  };
}

/** A page fragment's answer to the edge's `POST /page`, read as a guest over `api` for `pathname` (the route's path by default). */
export async function answerPage(pages: PageResolvers, name: string, api: Api, { params = {}, query = '', pathname = '/it' }: PageRequest & { pathname?: string } = {}) {
  const calls = fakeApi(api);
  const resolver = pages[name];
  if (!resolver) throw new Error(`no page answer for ${name}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const nobody = { cookie: () => undefined, fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) };
  const request = { fragment: name, props: plainFragmentProps(pathname, params, query), pathname, origin: 'https://shop.example' };
  const answer: PageAnswer = await runInRequest(nobody, () => resolver.resolve(request, client));
  return { answer, calls };
}

/** What the state the browser hydrates with holds for one query: the data its cache starts from. */
export const dataOf = (state: DehydratedState, queryKey: QueryKey) => state.queries.find((query) => query.queryHash === hashKey(queryKey))?.state.data;

/** The HTML as a reader sees its text: without the markers React puts between two adjacent texts. */
export const readable = (html: string) => html.replaceAll('<!-- -->', '');

const leaves: (() => Promise<void>)[] = [];

/**
 * Puts the rendered HTML on a page and hydrates it as the shell does (outside act(), with the server's id
 * prefix and state): tells whether the server's root was kept, the API calls and React's errors. `before` acts before the code arrives.
 */
export async function hydrateOnPage({ html, state, page: { fragment, name, api, request } }: ServerRendered, { before }: { before?: (domElement: HTMLElement) => void } = {}) {
  teamQueryClient(fragment.server.team).clear();
  // Outside act(), as in a browser: the test sees React's own scheduling.
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  for (const [cookie, value] of Object.entries(request.cookies)) document.cookie = `${cookie}=${encodeURIComponent(value)}; path=/`;
  // As the edge marks the page it rendered (edge/src/ssr/streamPage.ts): whom it was rendered for.
  document.documentElement.setAttribute(RENDERED_FOR_ATTRIBUTE, renderedFor(request.cookies.customer_expires));
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.innerHTML = html;
  const renderedElements = [...domElement.querySelectorAll('*')];
  const served = (selector: string) => renderedElements.find((element) => element.matches(selector)) ?? null;
  const root = served('[data-team]');
  const props = { ...shellProps({ params: request.params, query: request.query }), name, domElement };
  leaves.push(async () => {
    await fragment.unmount(props);
    teamQueryClient(fragment.server.team).clear();
    domElement.remove();
    document.documentElement.removeAttribute(RENDERED_FOR_ATTRIBUTE);
    for (const cookie of Object.keys(request.cookies)) document.cookie = `${cookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  });
  const asked = fakeApi(api);
  const errors = jest.spyOn(console, 'error');
  // What the shopper does to the server's HTML before the fragment's code arrives.
  before?.(domElement);
  try {
    await fragment.mount({ ...props, ssr: { idPrefix: ID_PREFIX, state: JSON.parse(JSON.stringify(state)) } });
    // React reports a mismatch after the hydrating commit, and the fragment's mount requests are made by then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { domElement, kept: domElement.querySelector('[data-team]') === root, requests: asked(), errors: [...errors.mock.calls], served };
  } finally {
    errors.mockRestore();
  }
}

afterEach(async () => {
  for (const leave of leaves.splice(0).reverse()) await leave();
});
