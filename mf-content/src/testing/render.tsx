// Test helpers: a fragment rendered with the props the shell gives, over a fake storefront API.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBus, type FragmentProps, type BusEvent } from '@bottega/event-bus';

type Handler = (args: unknown[]) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * Replaces fetch with answers per `tag/method`, in the API's own envelope (`{ data }` or
 * `{ message, statusCode }`), so the contract client parses them as it does in the browser.
 * Returns the calls made, to assert what was sent.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { method: string; args: unknown[] }[] = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const method = String(input).replace(/^.*\/api\//, '');
    const args = JSON.parse(String(init?.body ?? '[]')) as unknown[];
    calls.push({ method, args });
    const handler = handlers[method];
    const { status = 200, body } = handler ? await handler(args) : fail(500, `no fake for ${method}`);
    // jsdom has no Response: the client reads only these three members.
    return { ok: status < 400, status, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

export const ok = (data: unknown) => ({ body: { data } });
export const fail = (statusCode: number, message = 'errore') => ({ status: statusCode, body: { message, statusCode } });

export function renderFragment<P extends FragmentProps>(Component: ComponentType<P>, overrides: Partial<FragmentProps> & { params?: Record<string, string> } = {}) {
  const bus = createBus(new EventTarget());
  const published: BusEvent[] = [];
  const publish = bus.publish.bind(bus);
  bus.publish = (event) => {
    published.push(event as BusEvent);
    publish(event);
  };
  const unmount = jest.fn();
  const props = {
    locale: 'it',
    market: 'it',
    basePath: '/it',
    params: {},
    query: '',
    apiBaseUrl: '',
    navigate: jest.fn(),
    bus,
    slot: jest.fn(() => ({ unmount })),
    ...overrides,
  } as P;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <Component {...props} />
    </QueryClientProvider>,
  );
  return { ...result, props, bus, published, slotUnmount: unmount, client };
}
