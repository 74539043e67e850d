// Test support: a fake storefront API behind `fetch`, the browser APIs jsdom lacks, and the props
// the shell gives a fragment. Imported first by fragment tests, before the API client is created.
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBus, type BusEvent, type EventName, type FragmentProps } from '@bottega/event-bus';

// The machine is shared with other builds: give async queries room without asserting any timing.
configure({ asyncUtilTimeout: 5000 });

type Handler = (...args: unknown[]) => unknown;
/** A handler returns the method's `data`, or throws `{ status, message }` for an error response. */
let handlers: Record<string, Handler> = {};
export const apiCalls: { method: string; args: unknown[] }[] = [];

export function mockApi(next: Record<string, Handler>) {
  handlers = next;
  apiCalls.length = 0;
}

globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const method = String(input).split('/').pop()!;
  const args = JSON.parse(String(init?.body ?? '[]')) as unknown[];
  apiCalls.push({ method, args });
  const reply = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;
  const handler = handlers[method];
  if (!handler) return reply(404, { message: `no handler for ${method}`, statusCode: 404 });
  try {
    return reply(200, { data: await handler(...args) });
  } catch (error) {
    const { status = 500, message = 'errore' } = error as { status?: number; message?: string };
    return reply(status, { message, statusCode: status });
  }
}) as typeof fetch;

window.matchMedia = ((query: string) => ({
  matches: query.includes('min-width: 1024px'),
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
})) as unknown as typeof window.matchMedia;
Element.prototype.scrollIntoView = function scrollIntoView() {};

export const callsOf = (method: string) => apiCalls.filter((call) => call.method === method).map((call) => call.args);

/** Renders a fragment component with shell-like props; returns the props and every bus event. */
export function renderFragment(ui: (props: FragmentProps) => ReactElement, overrides: Partial<FragmentProps> = {}) {
  const events: BusEvent[] = [];
  const bus = createBus(new EventTarget());
  const publish = bus.publish.bind(bus);
  bus.publish = <N extends EventName>(event: BusEvent<N>) => {
    events.push(event as BusEvent);
    publish(event);
  };
  const slots: { remote: string; fragment: string; props?: Record<string, unknown> }[] = [];
  const props: FragmentProps = {
    locale: 'it',
    market: 'it',
    basePath: '/it',
    params: {},
    query: '',
    apiBaseUrl: '',
    navigate: jest.fn(),
    bus,
    slot: (_element, remote, fragment, slotProps) => {
      slots.push({ remote, fragment, props: slotProps });
      return { unmount: () => undefined };
    },
    ...overrides,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(<QueryClientProvider client={client}>{ui(props)}</QueryClientProvider>);
  const rerender = (next: Partial<FragmentProps>) => view.rerender(<QueryClientProvider client={client}>{ui({ ...props, ...next })}</QueryClientProvider>);
  return { ...view, props, events, slots, rerender, eventsNamed: (name: EventName) => events.filter((event) => event.name === name) };
}
