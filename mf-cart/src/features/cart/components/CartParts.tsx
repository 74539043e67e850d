import { useRef, useState } from 'react';
import { Button, EmptyState, Icon } from '@bottega/ui';
import type { Bus } from '@bottega/browser-contract';
import { followLink, formAction, onPlainClick } from '@bottega/fragment-kit';
import { toast } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadingRows } from '../../../components/LoadingRows';
import { messages } from '../../../messages/it';
import { cartActions } from '../cart.form';
import { excessQuantities, localisePath, type Cart } from '../cart.rules';
import { useCartActions, useCartOutdated, useStartCheckout } from '../useCart';
import { CartLineItem } from './CartLineItem';
import styles from './CartParts.module.css';

interface Shared {
  basePath: string;
  navigate: (to: string) => void;
  bus: Bus;
  /** The drawer closes itself before a link or the checkout takes the shopper elsewhere. */
  onNavigate?: () => void;
}

export function CartLines({ cart, compact, actions, ...shared }: Shared & { cart: Cart; compact?: boolean; actions: ReturnType<typeof useCartActions> }) {
  const listRef = useRef<HTMLUListElement>(null);
  /** The removed line held the focus; left on <body>, Escape and Tab would not reach the
   * drawer. Hand it to the next line, or to the first control of the drawer or page when none is left. */
  const removeAndRefocus = async (line: Cart['items'][number]) => {
    const area = listRef.current?.closest<HTMLElement>('[role="dialog"], section') ?? null;
    await actions.removeLine.mutateAsync({ uid: line.uid, name: line.product.name, sku: line.product.sku });
    requestAnimationFrame(() => {
      // The removed line may still be on screen (busy) for a frame: never hand the focus to it.
      const usable = (root: Element | null | undefined, selector: string) =>
        Array.from(root?.querySelectorAll<HTMLElement>(selector) ?? []).find((element) => !element.closest('[aria-busy="true"]'));
      (usable(listRef.current, 'a[href]:not([tabindex="-1"])') ?? usable(area, 'a[href]:not([tabindex="-1"]), button:not([disabled])'))?.focus();
    });
  };
  return (
    <ul ref={listRef} className={styles.lines} aria-label={messages.cart.lines}>
      {cart.items.map((line) => (
        <CartLineItem
          key={line.uid}
          line={line}
          cartId={cart.id ?? ''}
          compact={compact}
          basePath={shared.basePath}
          navigate={shared.navigate}
          onNavigate={shared.onNavigate}
          onQuantity={(quantity) => actions.changeQuantity.mutateAsync({ uid: line.uid, quantity })}
          onRemove={() => removeAndRefocus(line)}
        />
      ))}
    </ul>
  );
}

/** A warning in the cart with the one thing to do about it (reload an outdated cart, read it again). */
function Notice({ message, action, onAction }: { message: string; action: string; onAction: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <Icon name="warning" size={20} />
      <p>{message}</p>
      <Button size="sm" variant="secondary" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}

/** docs/product-rules.md §8: an outdated cart must be reloaded; the Reload button reads it again from the server. */
export function OutdatedNotice() {
  const { isOutdated, reload } = useCartOutdated();
  return isOutdated ? <Notice message={messages.errors.outdated} action={messages.errors.reload} onAction={reload} /> : null;
}

type Actions = ReturnType<typeof useCartActions>;

/** Lines whose stock fell below their quantity, with the one thing to do: bring them all down to it at once. */
export function StockNotice({ cart, fit }: { cart: Cart; fit: Actions['fitToStock'] }) {
  const excess = excessQuantities(cart);
  if (Object.keys(excess).length === 0) return null;
  return <Notice message={messages.cart.tooMany} action={messages.cart.fitToStock} onAction={() => fit.mutate(excess)} />;
}

/** Empties the cart after product rule §4's question (Si / Annulla), with a loader until it is empty. Without scripts
 * it is a form for the cart it was rendered from, which empties at once (docs/adr/0038-shopper-actions-as-html-forms.md). */
export function ClearCart({ cartId, clear }: { cartId: string; clear: Actions['clearCart'] }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <form
        method="post"
        action={formAction('mf_cart', cartActions.clear)}
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <input type="hidden" name="cart" value={cartId} />
        <Button type="submit" variant="ghost" size="sm" loading={clear.isPending} className={styles.clear}>
          {messages.cart.clear}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={messages.cart.confirmClear}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          clear.mutate();
        }}
      />
    </>
  );
}

export function CartEmpty({ basePath, navigate, onNavigate }: Omit<Shared, 'bus'>) {
  return (
    <EmptyState icon="bag" title={messages.cart.empty} hint={messages.cart.emptyHint}>
      <Button href={basePath} variant="secondary" onClick={followLink(navigate, onNavigate)}>
        {messages.cart.startShopping}
      </Button>
    </EmptyState>
  );
}

export function CartLoading() {
  return <LoadingRows label={messages.cart.loading} picture={{ aspectRatio: '1 / 1', width: '6rem' }} detailWidth="40%" />;
}

export function CartLoadFailed({ retry }: { retry: () => void }) {
  return <Notice message={messages.cart.loadFailed} action={messages.cart.retry} onAction={retry} />;
}

/** Product rule §2: initialise checkout with this site's base URL, localise the returned path and go there. A link
 * until the code has loaded (or for a new tab): the checkout needs JavaScript and says so (docs/architecture.md §2.9). */
export function CheckoutButton({ basePath, navigate, bus, onNavigate, disabled }: Shared & { disabled?: boolean }) {
  const start = useStartCheckout();
  const go = () =>
    start.mutate(window.location.origin, {
      onSuccess: ({ path }) => {
        onNavigate?.();
        navigate(localisePath(basePath, path));
      },
      onError: (error) => toast(bus, 'danger', error.message || messages.errors.checkoutFailed, messages.errors.checkoutFailed),
    });
  return (
    <Button href={`${basePath}/checkout`} size="lg" fullWidth onClick={onPlainClick(go)} loading={start.isPending} disabled={disabled}>
      {messages.summary.checkout}
    </Button>
  );
}
