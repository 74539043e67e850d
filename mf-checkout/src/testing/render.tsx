// Test helpers: a fragment rendered with the props the shell gives, over a fake storefront API.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@bottega/api-contract';
import { createBus, type Bus, type EventName, type EventPayload, type FragmentProps } from '@bottega/event-bus';

type Handler = (...args: any[]) => unknown;

/**
 * The API as a table of methods: each test states only the answers it needs; a call to anything
 * else fails loudly. `calls(name)` lists the arguments each call of a method was given.
 */
export function fakeApi(call: jest.Mock, handlers: Record<string, Handler>) {
  call.mockImplementation(async (_tag: string, method: string, ...args: unknown[]) => {
    const handler = handlers[method];
    if (!handler) throw new Error(`unexpected API call ${method}`);
    return handler(...args);
  });
  return (method: string) => call.mock.calls.filter((each) => each[1] === method).map((each) => each.slice(2));
}

/** What the contract client throws for an error answer. */
export const apiError = (statusCode: number, message: string) => new ApiError(message, statusCode);

export function renderFragment<P extends FragmentProps>(Component: ComponentType<P>, overrides: { params?: Record<string, string>; query?: string } = {}) {
  const bus = createBus(new EventTarget());
  const published: Array<{ name: EventName; payload: unknown }> = [];
  const publish = bus.publish.bind(bus);
  const recordingBus: Bus = {
    on: bus.on.bind(bus),
    publish(busEvent) {
      published.push(busEvent);
      publish(busEvent);
    },
  };
  const navigate = jest.fn();
  const props = {
    locale: 'it',
    market: 'it',
    basePath: '/it',
    params: overrides.params ?? {},
    query: overrides.query ?? '',
    apiBaseUrl: '',
    navigate,
    bus: recordingBus,
    slot: jest.fn(() => ({ unmount: jest.fn() })),
  } as unknown as P;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Component {...props} />
    </QueryClientProvider>,
  );
  const heard = <N extends EventName>(name: N) => published.filter((each) => each.name === name).map((each) => each.payload as EventPayload<N>);
  return { ...view, bus: recordingBus, queryClient, navigate, heard };
}
