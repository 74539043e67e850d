import type { FragmentProps } from '@bottega/event-bus';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useCart, useCartActions } from '../../features/cart/useCart';
import { CartEmpty, CartLines, CartLoadFailed, CartLoading, CheckoutButton, OutdatedNotice } from '../../features/cart/components/CartParts';
import { CartTotals, FreeShippingProgress } from '../../features/cart/components/CartTotals';
import { CouponForm, GiftCardForm, NoteForm } from '../../features/cart/components/CodeForms';
import styles from './CartPage.module.css';

/** /it/Cart: the lines, the codes and the note, and the order summary with the way to checkout. */
export function CartPage({ bus, basePath, navigate }: FragmentProps) {
  useCommerceSync(bus);
  const cart = useCart();
  const actions = useCartActions(bus);
  const shared = { basePath, navigate, bus };
  const data = cart.data;

  return (
    <section className={styles.page} aria-labelledby="cart-page-title">
      <header className={styles.header}>
        <h1 id="cart-page-title" className={styles.title}>
          {messages.cart.pageTitle}
        </h1>
        {data && data.items.length > 0 && <p className={styles.count}>{messages.cart.count(data.total_quantity)}</p>}
      </header>
      <OutdatedNotice />
      {cart.isPending ? (
        <CartLoading />
      ) : !data ? (
        <CartLoadFailed retry={() => cart.refetch()} />
      ) : data.items.length === 0 ? (
        <CartEmpty {...shared} />
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <CartLines cart={data} actions={actions} {...shared} />
          </div>
          <aside className={styles.summary} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.sectionTitle}>
              {messages.summary.title}
            </h2>
            <FreeShippingProgress cart={data} />
            <CouponForm cart={data} apply={actions.applyCoupon} remove={actions.removeCoupon} />
            <GiftCardForm cart={data} apply={actions.applyGiftCard} remove={actions.removeGiftCard} />
            <CartTotals cart={data} />
            <CheckoutButton {...shared} />
          </aside>
          <section className={styles.note} aria-labelledby="cart-note-title">
            <h2 id="cart-note-title" className={styles.sectionTitle}>
              {messages.note.title}
            </h2>
            <NoteForm cart={data} save={actions.setNote} />
          </section>
        </div>
      )}
    </section>
  );
}
