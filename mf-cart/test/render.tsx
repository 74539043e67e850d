import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBus, type Bus, type EventName, type EventPayload, type FragmentProps } from '@bottega/event-bus';

/**
 * A fragment rendered as the shell would mount it: the same props, a bus of its own (so tests never
 * hear each other) and a fresh cache. `heard(name)` lists what the fragment published.
 */
export function renderFragment<P extends FragmentProps>(Component: ComponentType<P>, params: Record<string, string> = {}) {
  const bus = createBus(new EventTarget());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const navigate = jest.fn();
  const published: Array<{ name: EventName; payload: unknown }> = [];
  const publish = bus.publish.bind(bus);
  const recordingBus: Bus = {
    on: bus.on.bind(bus),
    publish(busEvent) {
      published.push(busEvent);
      publish(busEvent);
    },
  };
  const props = {
    locale: 'it',
    market: 'it',
    basePath: '/it',
    params,
    query: '',
    apiBaseUrl: '',
    navigate,
    bus: recordingBus,
    slot: jest.fn(() => ({ unmount: jest.fn() })),
  } as unknown as P;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Component {...props} />
    </QueryClientProvider>,
  );
  const heard = <N extends EventName>(name: N) => published.filter((each) => each.name === name).map((each) => each.payload as EventPayload<N>);
  const toasts = () => heard('shell:notify').map(({ notification }) => notification);
  return { ...view, bus: recordingBus, queryClient, navigate, heard, toasts };
}

type Handler = (...args: any[]) => unknown;

/**
 * The API as a table of methods: each test states only the answers it needs; a call to anything
 * else fails the test loudly. Answers are passed through the real contract schemas by the caller.
 */
export function fakeApi(call: jest.Mock, handlers: Record<string, Handler>) {
  call.mockImplementation(async (_tag: string, method: string, ...args: unknown[]) => {
    const handler = handlers[method];
    if (!handler) throw new Error(`unexpected API call ${method}`);
    return handler(...args);
  });
  return (method: string) => call.mock.calls.filter((each) => each[1] === method).map((each) => each.slice(2));
}

export class FakeApiError extends Error {
  constructor(message: string, readonly statusCode: number) {
    super(message);
  }
}
