import type { FragmentProps } from '@bottega/browser-contract';
import { formStatusOf } from '@bottega/fragment-kit';
import { cartOutcomeMessage } from '../../features/cart/cart.form';
import { Page } from '../../components/Page';
import { FormOutcome } from '../../components/FormOutcome';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useCart, useCartActions } from '../../features/cart/useCart';
import { CartEmpty, CartLines, CartLoadFailed, CartLoading, CheckoutButton, ClearCart, OutdatedNotice, StockNotice } from '../../features/cart/components/CartParts';
import { CartTotals, FreeShippingProgress } from '../../features/cart/components/CartTotals';
import { CouponForm, GiftCardForm, NoteForm } from '../../features/cart/components/CodeForms';
import styles from './CartPage.module.css';

/** /it/Cart: the lines (fitted to the stock, or emptied, at once), the codes and the note, and the order summary with the way to checkout. */
export function CartPage({ bus, basePath, navigate, query }: FragmentProps) {
  useCommerceSync(bus);
  const cart = useCart();
  const actions = useCartActions(bus);
  const shared = { basePath, navigate, bus };
  const data = cart.data;
  // How one of this page's forms ended, posted without scripts (docs/adr/0038-shopper-actions-as-html-forms.md).
  const outcome = cartOutcomeMessage(formStatusOf(query));

  return (
    <Page titleId="cart-page-title" title={messages.cart.pageTitle} count={data && data.items.length > 0 ? messages.cart.count(data.total_quantity) : undefined}>
      <OutdatedNotice />
      <FormOutcome outcome={outcome} />
      {cart.isPending ? (
        <CartLoading />
      ) : !data ? (
        <CartLoadFailed retry={() => cart.refetch()} />
      ) : data.items.length === 0 ? (
        <CartEmpty {...shared} />
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <StockNotice cart={data} fit={actions.fitToStock} />
            <CartLines cart={data} actions={actions} {...shared} />
            <ClearCart cartId={data.id ?? ''} clear={actions.clearCart} />
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
    </Page>
  );
}
