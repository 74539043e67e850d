import { mountRootParcel, type Parcel } from 'single-spa';
import { propsSchemaFor, remoteFailed, type Bus, type FragmentProps } from '@bottega/browser-contract';
import { FragmentLoadError, loadFragment, type LoadFailure } from './runtime';

/** After this long a loading fragment shows its fallback; it still mounts if it arrives later. */
export const SLOW_FRAGMENT_MS = 5000;

export type SlotState =
  /** Server-rendered, its code not loaded yet (useShouldHydrate). */
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'slow' }
  | { status: 'mounted' }
  | { status: 'failed'; failure: LoadFailure | { kind: 'mount-failed' | 'invalid-props'; remote: string; detail: string } };

export interface MountedFragment {
  update(props: FragmentProps): void;
  unmount(): void;
}

/** Loads a fragment and mounts it as a single-spa parcel into `element`; every failure is reported through
 * `onState` and on the bus, and stays inside this element. */
export function mountFragment(element: HTMLElement, remote: string, fragment: string, props: FragmentProps, bus: Bus, onState: (state: SlotState) => void): MountedFragment {
  let parcel: Parcel | null = null;
  /** The last update given to the parcel: single-spa refuses to unmount a parcel while it updates. */
  let updating: Promise<unknown> = Promise.resolve();
  let cancelled = false;
  let latestProps = props;
  const fail = (state: Extract<SlotState, { status: 'failed' }>) => {
    if (cancelled) return;
    onState(state);
    bus.publish(remoteFailed(remote, 'detail' in state.failure ? `${state.failure.kind}: ${state.failure.detail}` : state.failure.kind, fragment));
  };

  const validated = propsSchemaFor(remote, fragment).safeParse(props);
  if (!validated.success) {
    fail({ status: 'failed', failure: { kind: 'invalid-props', remote, detail: validated.error.issues.map((issue) => issue.path.join('.')).join(', ') } });
    return {
      update() {},
      unmount() {
        cancelled = true;
      },
    };
  }

  onState({ status: 'loading' });
  const slowTimer = setTimeout(() => {
    if (!cancelled && !parcel) onState({ status: 'slow' });
  }, SLOW_FRAGMENT_MS);

  loadFragment(remote, fragment)
    .then(async (config) => {
      if (cancelled) return;
      parcel = mountRootParcel(config, { domElement: element, ...latestProps });
      await parcel.mountPromise;
      if (!cancelled) onState({ status: 'mounted' });
    })
    .catch((error: unknown) => {
      parcel = null;
      if (error instanceof FragmentLoadError) fail({ status: 'failed', failure: error.failure });
      else fail({ status: 'failed', failure: { kind: 'mount-failed', remote, detail: error instanceof Error ? error.message : String(error) } });
    })
    .finally(() => clearTimeout(slowTimer));

  return {
    update(next) {
      latestProps = next;
      if (parcel && parcel.getStatus() === 'MOUNTED' && parcel.update) updating = parcel.update({ domElement: element, ...next }).catch(() => undefined);
    },
    unmount() {
      cancelled = true;
      clearTimeout(slowTimer);
      const mounted = parcel;
      parcel = null;
      // A parcel still mounting or updating is unmounted when that ends, or its React root, subscriptions and
      // queries would outlive the slot; one whose mount failed rejects, with nothing to unmount.
      if (mounted) void updating.then(() => mounted.unmount()).catch(() => undefined);
    },
  };
}
