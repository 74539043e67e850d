// What every remote's tests need: a fragment rendered as the shell mounts it, over a fake storefront API.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBus, type BusEvent, type EventName, type EventPayload, type FragmentProps } from '@bottega/browser-contract';
import { shellProps } from './harness';

/**
 * A fragment rendered with the shell's props, its own bus and a fresh cache. `heard(name)` lists what it
 * published, `slots` the fragments it placed, `update(props)` passes new props as a route change does.
 */
export function renderFragment<P extends FragmentProps>(Component: ComponentType<P>, overrides: Partial<FragmentProps> = {}) {
  const bus = createBus(new EventTarget());
  const published: BusEvent[] = [];
  const publish = bus.publish.bind(bus);
  bus.publish = (event) => {
    published.push(event as BusEvent);
    publish(event);
  };
  const slots: { remote: string; fragment: string; props?: Record<string, unknown> }[] = [];
  const slotUnmount = jest.fn();
  const navigate = jest.fn();
  const slot = jest.fn<ReturnType<FragmentProps['slot']>, Parameters<FragmentProps['slot']>>((_element, remote, fragment, props) => {
    const placed = { remote, fragment, props };
    slots.push(placed);
    return {
      update: (next) => {
        placed.props = next;
      },
      unmount: slotUnmount,
    };
  });
  const props = shellProps({ bus, navigate, slot, ...overrides }) as P;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const ui = (given: P) => (
    <QueryClientProvider client={client}>
      <Component {...given} />
    </QueryClientProvider>
  );
  const view = render(ui(props));
  const heard = <N extends EventName>(name: N) => published.filter((event) => event.name === name).map((event) => event.payload as EventPayload<N>);
  return {
    ...view,
    props,
    bus,
    navigate,
    slots,
    slotUnmount,
    client,
    published,
    heard,
    /** The notifications the fragment asked the shell to show. */
    toasts: () => heard('shell:notify').map(({ notification }) => notification),
    update: (next: Partial<FragmentProps>) => view.rerender(ui({ ...props, ...next })),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a handler names the types of its method's arguments, which arrive as parsed JSON
type Handler = (...args: any[]) => unknown;

/** An error answer of the API: thrown by a fake handler, it reaches the remote as the real client's ApiError. */
export const apiError = (statusCode: number, message = 'errore') => Object.assign(new Error(message), { statusCode });

/**
 * Replaces fetch with the storefront API as a table of methods: a handler returns the `data` or throws
 * `apiError`, in the API's own envelope; a missing one answers 500. `calls(method)` lists each call's arguments.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const log: { method: string; args: unknown[] }[] = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = url.pathname.split('/').pop()!;
    const get = (init?.method ?? 'GET') === 'GET';
    const args = get ? [Object.fromEntries(url.searchParams)] : (JSON.parse(String(init?.body ?? '[]')) as unknown[]);
    log.push({ method, args });
    // jsdom has no Response: the client reads only these three members.
    const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;
    const failure = (statusCode: number, message: string) => answer(statusCode, get ? { error: message, message, statusCode } : { message, statusCode });
    const handler = handlers[method];
    if (!handler) return failure(500, `no fake for ${method}`);
    try {
      return answer(200, { data: await handler(...args) });
    } catch (error) {
      const { statusCode = 500, message } = error as { statusCode?: number; message: string };
      return failure(statusCode, message);
    }
  }) as typeof fetch;
  function calls(): string[];
  function calls(method: string): unknown[][];
  function calls(method?: string) {
    return method === undefined ? log.map((call) => call.method) : log.filter((call) => call.method === method).map((call) => call.args);
  }
  return calls;
}
