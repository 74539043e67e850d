import { fromEvent, map, filter, type Observable } from 'rxjs';
import { eventSchemas, overlayOpeners, event, type BusEvent, type EventName, type EventPayload } from './events';

export interface Bus {
  publish<N extends EventName>(busEvent: BusEvent<N>): void;
  on<N extends EventName>(name: N): Observable<EventPayload<N>>;
}

const isDevelopment = () => typeof process !== 'undefined' && process.env.NODE_ENV === 'development';

/** The bus is window CustomEvents seen through RxJS: the transport is the DOM, so teams hear each other even with their own copies of this package. */
export function createBus(target: EventTarget = window): Bus {
  const dispatch = <N extends EventName>({ name, payload }: BusEvent<N>) => {
    target.dispatchEvent(new CustomEvent(name, { detail: payload }));
  };
  return {
    publish(busEvent) {
      if (overlayOpeners.includes(busEvent.name)) dispatch(event('shell:close-mobile-menu', {}));
      dispatch(busEvent);
    },
    on<N extends EventName>(name: N) {
      const schema = eventSchemas[name]();
      return fromEvent<CustomEvent>(target, name).pipe(
        map((domEvent) => schema.safeParse(domEvent.detail)),
        filter((parsed) => {
          if (!parsed.success && isDevelopment()) console.warn(`[bus] ignored a malformed "${name}" event`, parsed.error.issues);
          return parsed.success;
        }),
        map((parsed) => parsed.data as EventPayload<N>),
      );
    },
  };
}
