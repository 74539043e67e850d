import { act, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { FragmentProps } from '@bottega/browser-contract';
import { waitFor } from '@testing-library/react';
import { shellProps } from '@bottega/test-kit/harness';
import { createFragment, fragmentElement } from './createFragment';
import { createQueryClient } from './queryClient';

function fragmentProps(domElement: HTMLElement, name: string) {
  return { ...shellProps(), name, domElement };
}

const slotElement = () => document.body.appendChild(document.createElement('div'));

describe('createFragment', () => {
  it('mounts the component inside its team root and unmounts it', async () => {
    const slot = slotElement();
    const fragment = createFragment<FragmentProps>({ team: 'cart', component: ({ basePath }) => <a href={`${basePath}/cart`}>Carrello</a> });
    const props = fragmentProps(slot, 'mf_cart/MiniCart');
    await fragment.bootstrap();
    await fragment.mount(props);
    expect(slot.querySelector('[data-team="cart"] a')!.getAttribute('href')).toBe('/it/cart');
    await fragment.update({ ...props, basePath: '/en' });
    expect(slot.querySelector('a')!.getAttribute('href')).toBe('/en/cart');
    await fragment.unmount(props);
    expect(slot.querySelector('[data-team]')).toBeNull();
    slot.remove();
  });

  it('shows an Italian message in its own slot when the component throws', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const slot = slotElement();
    const fragment = createFragment<FragmentProps>({
      team: 'cat',
      component: () => {
        throw new Error('boom');
      },
    });
    const props = fragmentProps(slot, 'mf_catalog/Broken');
    await fragment.mount(props);
    expect(slot.querySelector('[role="alert"]')!.textContent).toBe('Questa sezione non è disponibile al momento. Riprova tra poco.');
    expect(log).toHaveBeenCalled();
    await fragment.unmount(props);
    slot.remove();
    log.mockRestore();
  });

  it('gives two fragments on one page ids that never collide', async () => {
    const Labelled = () => <span id={useId()}>etichetta</span>;
    const first = slotElement();
    const second = slotElement();
    const fragment = createFragment<FragmentProps>({ team: 'acc', component: Labelled });
    await fragment.mount(fragmentProps(first, 'one'));
    await fragment.mount(fragmentProps(second, 'two'));
    expect(first.querySelector('span')!.id).not.toBe(second.querySelector('span')!.id);
    await fragment.unmount(fragmentProps(first, 'one'));
    await fragment.unmount(fragmentProps(second, 'two'));
  });

  it('hydrates the server HTML with the data the server used, without asking for it again', async () => {
    const errors = jest.spyOn(console, 'error');
    const load = jest.fn(async () => 'Maglione in lana');
    function ProductName() {
      const id = useId();
      const { data } = useQuery({ queryKey: ['product', 'p1'], queryFn: load });
      return <h1 id={id}>{data ?? 'caricamento'}</h1>;
    }
    const fragment = createFragment<FragmentProps>({
      team: 'cat',
      component: ProductName,
      prefetch: (_props, client) => client.prefetchQuery({ queryKey: ['product', 'p1'], queryFn: load }),
    });

    // What a server renderer does: prefetch into a fresh cache, render, hand the cache over.
    const server: QueryClient = createQueryClient();
    const slot = slotElement();
    const props = fragmentProps(slot, 'mf_catalog/ProductPage');
    await fragment.server.prefetch!(props, server);
    slot.innerHTML = renderToString(
      fragmentElement('cat', ProductName, props, server, () => {}),
      { identifierPrefix: 'cat-p-' },
    );
    const heading = slot.querySelector('h1')!;
    const { dehydrate } = await import('@tanstack/react-query');

    await fragment.mount({ ...props, ssr: { idPrefix: 'cat-p-', state: dehydrate(server) } });
    expect(slot.querySelector('h1')).toBe(heading);
    expect(heading.textContent).toBe('Maglione in lana');
    expect(heading.id).toContain('cat-p-');
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    await fragment.unmount(props);
    errors.mockRestore();
  });

  it('keeps what the shopper typed and ticked in the server HTML before the code arrived', async () => {
    function CouponForm() {
      const [code, setCode] = useState('');
      const [gift, setGift] = useState(false);
      return (
        <form>
          <input aria-label="Codice" value={code} onChange={(event) => setCode(event.target.value)} />
          <input type="checkbox" aria-label="Regalo" checked={gift} onChange={(event) => setGift(event.target.checked)} />
          <output>{`${code}|${gift}`}</output>
        </form>
      );
    }
    const fragment = createFragment<FragmentProps>({ team: 'cart', component: CouponForm });
    const slot = slotElement();
    const props = fragmentProps(slot, 'mf_cart/CouponForm');
    slot.innerHTML = renderToString(
      fragmentElement('cart', CouponForm, props, createQueryClient(), () => {}),
      { identifierPrefix: 'c-' },
    );
    (slot.querySelector('input[aria-label="Codice"]') as HTMLInputElement).value = 'BENVENUTO10';
    (slot.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;

    await fragment.mount({ ...props, ssr: { idPrefix: 'c-', state: {} } });
    await waitFor(() => expect(slot.querySelector('output')!.textContent).toBe('BENVENUTO10|true'));
    expect((slot.querySelector('input[aria-label="Codice"]') as HTMLInputElement).value).toBe('BENVENUTO10');
    await fragment.unmount(props);
  });

  it('keeps what the shopper types while the fragment hydrates inside the shell’s own root', async () => {
    function GiftCardForm() {
      const [code, setCode] = useState('');
      return (
        <form>
          <input aria-label="Carta regalo" value={code} onChange={(event) => setCode(event.target.value)} />
          <output>{code}</output>
        </form>
      );
    }
    const fragment = createFragment<FragmentProps>({ team: 'cart', component: GiftCardForm });
    // The shell's root holds the slot, as on a page: its React hears every event first.
    const shell = slotElement();
    let slot: HTMLElement | null = null;
    const serverHtml = renderToString(
      fragmentElement('cart', GiftCardForm, fragmentProps(document.createElement('div'), 'x'), createQueryClient(), () => {}),
      {
        identifierPrefix: 'g-',
      },
    );
    const shellRoot = createRoot(shell);
    flushSync(() => shellRoot.render(<div ref={(element) => void (slot = element)} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />));
    const props = fragmentProps(slot!, 'mf_cart/GiftCardForm');

    const mounted = fragment.mount({ ...props, ssr: { idPrefix: 'g-', state: {} } });
    // Typed after the fragment's root exists, before React has hydrated it.
    const field = slot!.querySelector('input') as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'REGALO-ESAURITA');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await mounted;

    await waitFor(() => expect(slot!.querySelector('output')!.textContent).toBe('REGALO-ESAURITA'));
    await fragment.unmount(props);
    act(() => shellRoot.unmount());
  });
});
