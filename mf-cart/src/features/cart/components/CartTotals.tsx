import { formatPrice } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { freeShippingProgress, goodsTotal, type Cart } from '../cart.rules';
import styles from './CartTotals.module.css';

/** Subtotal, discounts, gift cards, shipping (the cart's own, or the docs/product-rules.md §9 estimate) and the grand total. */
export function CartTotals({ cart }: { cart: Cart }) {
  const country = cart.shipping_address?.country_code ?? 'IT';
  const progress = freeShippingProgress(goodsTotal(cart), country);
  const shipping = cart.prices.shipping?.value ?? progress.shipping;
  // Until checkout sets a shipping method the API's grand total has no shipping: show what the shopper will pay.
  const grandTotal = cart.prices.shipping ? cart.prices.grand_total.value : cart.prices.grand_total.value + progress.shipping;
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>{messages.summary.subtotal}</dt>
        <dd>{formatPrice(cart.prices.subtotal.value)}</dd>
      </div>
      {cart.prices.discounts.map((discount) => (
        <div key={discount.label} className={`${styles.row} ${styles.discount}`}>
          <dt>{discount.label}</dt>
          <dd>−{formatPrice(discount.amount.value)}</dd>
        </div>
      ))}
      {cart.prices.gift_cards.value > 0 && (
        <div className={`${styles.row} ${styles.discount}`}>
          <dt>{messages.summary.giftCards}</dt>
          <dd>−{formatPrice(cart.prices.gift_cards.value)}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>{cart.prices.shipping ? messages.summary.shipping : messages.summary.shippingEstimate}</dt>
        <dd>{shipping === 0 ? messages.summary.shippingFree : formatPrice(shipping)}</dd>
      </div>
      <div className={`${styles.row} ${styles.grand}`}>
        <dt>
          {messages.summary.grandTotal} <span className={styles.vat}>{messages.summary.vatIncluded}</span>
        </dt>
        <dd data-testid="cart-grand-total">{formatPrice(grandTotal)}</dd>
      </div>
    </dl>
  );
}

/** Product rule §9: how far the shopper is from free shipping in Italy. */
export function FreeShippingProgress({ cart }: { cart: Cart }) {
  const progress = freeShippingProgress(goodsTotal(cart), cart.shipping_address?.country_code ?? 'IT');
  if (!progress.eligible) return <p className={styles.shippingNote}>{messages.summary.shippingAbroad}</p>;
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>{progress.reached ? messages.summary.freeShippingReached : messages.summary.freeShippingMissing(formatPrice(progress.remaining))}</p>
      <div className={styles.bar} role="progressbar" aria-label={messages.summary.freeShippingProgress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent}>
        <span className={progress.reached ? `${styles.fill} ${styles.full}` : styles.fill} style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
