import type { FragmentProps } from '@bottega/event-bus';
import { createFragment } from './createFragment';

type Lifecycle = (props: object) => Promise<unknown>;

function fragmentProps(domElement: HTMLElement) {
  const props: FragmentProps = {
    locale: 'it',
    market: 'it',
    basePath: '/it',
    params: {},
    query: '',
    apiBaseUrl: '/api',
    navigate: () => {},
    bus: { publish: () => {}, on: () => ({ unsubscribe() {} }) } as unknown as FragmentProps['bus'],
    slot: () => ({ unmount() {} }),
  };
  return { ...props, name: 'mf_cart/MiniCart', domElement };
}

// Real single-spa timing, not act(): a parcel's mount resolves only after React has committed,
// which act() would hold back until the very promise it waits for resolves.
const run = (lifecycle: unknown, props: object) => (lifecycle as Lifecycle)(props);

describe('createFragment', () => {
  it('mounts the component inside its team root, wrapped by the remote providers, and unmounts it', async () => {
    const slot = document.body.appendChild(document.createElement('div'));
    const parcel = createFragment<FragmentProps>({
      team: 'cart',
      component: ({ basePath }) => <a href={`${basePath}/cart`}>Carrello</a>,
      wrap: (children) => <section data-wrapped>{children}</section>,
    });
    const props = fragmentProps(slot);
    await run(parcel.bootstrap, props);
    await run(parcel.mount, props);
    const root = slot.querySelector('[data-team="cart"]')!;
    expect(root.querySelector('[data-wrapped] a')!.getAttribute('href')).toBe('/it/cart');
    await run(parcel.unmount, props);
    expect(slot.querySelector('[data-team]')).toBeNull();
    slot.remove();
  });

  it('shows an Italian message in its own slot when the component throws', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const slot = document.body.appendChild(document.createElement('div'));
    const parcel = createFragment<FragmentProps>({
      team: 'cat',
      component: () => {
        throw new Error('boom');
      },
    });
    const props = fragmentProps(slot);
    await run(parcel.bootstrap, props);
    await run(parcel.mount, props);
    expect(slot.querySelector('[role="alert"]')!.textContent).toBe('Questa sezione non è disponibile al momento. Riprova tra poco.');
    expect(log).toHaveBeenCalled();
    await run(parcel.unmount, props);
    slot.remove();
    log.mockRestore();
  });
});
