import { useState } from 'react';
import { Price, Spinner } from '@bottega/ui';
import { followLink, formAction } from '@bottega/fragment-kit';
import { productHref } from '../../../app/links';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ProductName, ProductPicture } from '../../../components/ProductLinks';
import { messages } from '../../../messages/it';
import { QuantityStepper } from '../../quantity/QuantityStepper';
import { lineStockLimit, parseQuantity, type CartLine } from '../cart.rules';
import { cartActions } from '../cart.form';
import styles from './CartLineItem.module.css';

export interface CartLineItemProps {
  line: CartLine;
  /** The cart the line was rendered from: its forms name it, so a cart changed since is refused (docs/adr/0038-shopper-actions-as-html-forms.md). */
  cartId: string;
  basePath: string;
  navigate: (to: string) => void;
  onQuantity: (quantity: number) => Promise<unknown>;
  /** Resolves once the line is gone; rejects when the removal failed. */
  onRemove: () => Promise<unknown>;
  /** A link followed from inside the drawer closes it first. */
  onNavigate?: () => void;
  compact?: boolean;
}

/** One cart line: picture 170x170, chosen options, row total (regular struck through when discounted), quantity, removal. */
export function CartLineItem({ line, cartId, basePath, navigate, onQuantity, onRemove, onNavigate, compact = false }: CartLineItemProps) {
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeFailed, setRemoveFailed] = useState(false);
  const { product, prices } = line;
  const href = productHref(basePath, product);
  const limit = lineStockLimit(line);
  const fields = { cart: cartId, line: line.uid };

  const confirmRemoval = async () => {
    setConfirming(false);
    setRemoving(true);
    setRemoveFailed(false);
    try {
      await onRemove();
    } catch {
      setRemoving(false);
      setRemoveFailed(true);
    }
  };

  return (
    <li className={compact ? `${styles.line} ${styles.compact}` : styles.line} aria-busy={removing || undefined}>
      <ProductPicture href={href} onClick={followLink(navigate, onNavigate)} className={styles.media} src={product.thumbnail.url} width={170} height={170} />
      <div className={styles.details}>
        <ProductName href={href} onClick={followLink(navigate, onNavigate)} className={styles.name} name={product.name} />
        {line.configurable_options.length > 0 && (
          <dl className={styles.options}>
            {line.configurable_options.map((option) => (
              <div key={option.configurable_product_option_uid} className={styles.option}>
                <dt>{option.option_label}:</dt>
                <dd>{option.value_label}</dd>
              </div>
            ))}
          </dl>
        )}
        {product.only_x_left_in_stock !== null && product.only_x_left_in_stock <= 5 && <p className={styles.stock}>{messages.cart.onlyLeft(product.only_x_left_in_stock)}</p>}
        {line.error && (
          <p className={styles.error} role="alert">
            {line.error}
          </p>
        )}
        <div className={styles.controls}>
          <QuantityStepper
            value={line.quantity}
            min={1}
            max={limit}
            parse={(text) => parseQuantity(text, limit)}
            onCommit={onQuantity}
            label={messages.cart.quantityOf(product.name)}
            decreaseLabel={messages.cart.decrease(product.name)}
            increaseLabel={messages.cart.increase(product.name)}
            disabled={removing}
            form={{ action: cartActions.quantity, fields }}
          />
          {/* Without scripts the form removes at once; with them the press asks for confirmation first. */}
          <form
            method="post"
            action={formAction('mf_cart', cartActions.remove)}
            onSubmit={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
          >
            <input type="hidden" name="cart" value={cartId} />
            <input type="hidden" name="line" value={line.uid} />
            <button type="submit" className={styles.remove} aria-label={messages.cart.remove(product.name)} disabled={removing}>
              {messages.cart.removeShort}
            </button>
          </form>
        </div>
        {removeFailed && (
          <p className={styles.error} role="alert">
            {messages.cart.removeFailed}
          </p>
        )}
      </div>
      <div className={styles.total}>
        <span className={styles.totalLabel}>{messages.cart.rowTotal}</span>
        <Price regular={prices.row_regular_total.value} special={prices.row_total.value} size={compact ? 'sm' : 'md'} />
        {line.quantity > 1 && (
          <span className={styles.unit}>
            {messages.cart.unitPrice} <Price regular={prices.regular_price.value} special={prices.price.value} size="sm" />
          </span>
        )}
      </div>
      {removing && (
        <div className={styles.busy}>
          <Spinner label={messages.cart.removing} />
        </div>
      )}
      <ConfirmDialog open={confirming} title={messages.cart.confirmRemove} onConfirm={confirmRemoval} onCancel={() => setConfirming(false)}>
        <p className={styles.confirmProduct}>{product.name}</p>
      </ConfirmDialog>
    </li>
  );
}
