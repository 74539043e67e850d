import { createBus } from '@bottega/browser-contract';
import type { ParcelConfig } from 'single-spa';
import { mountFragment, type SlotState } from './mountFragment';
import { fragmentProps } from './fragmentProps';

const services = { bus: createBus(new EventTarget()), navigate: jest.fn(), slot: jest.fn() };
let config: ParcelConfig;
jest.mock('./runtime', () => ({ ...jest.requireActual('./runtime'), loadFragment: async () => config }));

/** A fragment whose mount and updates end when the test says: what a hydrating fragment is until it commits. */
function slowFragment() {
  const lifecycle: string[] = [];
  let endMount!: () => void;
  let endUpdate!: () => void;
  config = {
    bootstrap: async () => {},
    mount: () => {
      lifecycle.push('mount started');
      return new Promise<void>((resolve) => (endMount = resolve));
    },
    update: () => {
      lifecycle.push('update started');
      return new Promise<void>((resolve) => (endUpdate = resolve));
    },
    unmount: async () => {
      lifecycle.push('unmounted');
    },
  };
  return { lifecycle, endMount: () => endMount(), endUpdate: () => endUpdate() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a fragment the shell mounts', () => {
  it('is unmounted when its slot goes away while it is still mounting (a fast navigation), once its mount ends', async () => {
    const { lifecycle, endMount } = slowFragment();
    const states: SlotState[] = [];
    const mounted = mountFragment(document.createElement('div'), 'mf_cart', 'MiniCartButton', fragmentProps(services, {}, '', '/it'), services.bus, (state) => states.push(state));
    await settle();
    expect(lifecycle).toEqual(['mount started']);
    mounted.unmount();
    endMount();
    await settle();
    expect(lifecycle).toEqual(['mount started', 'unmounted']);
    // The slot that went away hears nothing more.
    expect(states).toEqual([{ status: 'loading' }]);
  });

  it('is unmounted when its slot goes away while it is updating (new props), once the update ends', async () => {
    const { lifecycle, endMount, endUpdate } = slowFragment();
    const props = fragmentProps(services, {}, '', '/it');
    const mounted = mountFragment(document.createElement('div'), 'mf_cart', 'MiniCartButton', props, services.bus, () => {});
    await settle();
    endMount();
    await settle();
    mounted.update({ ...props, query: '?page=2' });
    await settle();
    mounted.unmount();
    endUpdate();
    await settle();
    expect(lifecycle).toEqual(['mount started', 'update started', 'unmounted']);
  });

  it('is unmounted at once when it had mounted', async () => {
    const { lifecycle, endMount } = slowFragment();
    const states: SlotState[] = [];
    const mounted = mountFragment(document.createElement('div'), 'mf_cart', 'MiniCartButton', fragmentProps(services, {}, '', '/it'), services.bus, (state) => states.push(state));
    await settle();
    endMount();
    await settle();
    expect(states).toEqual([{ status: 'loading' }, { status: 'mounted' }]);
    mounted.unmount();
    await settle();
    expect(lifecycle).toEqual(['mount started', 'unmounted']);
  });
});
