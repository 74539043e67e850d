import { discountPercent, formatPrice } from '../format/price';
import { messages } from '../messages/it';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Price.module.css';

const sizes = { sm: styles.priceSm, md: styles.priceMd, lg: styles.priceLg };

export interface PriceProps {
  regular: number;
  /** Shown in sale red, with the regular price struck through, only when lower than `regular`. */
  special?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Price({ regular, special, size = 'md', className }: PriceProps) {
  const classes = [styles.price, sizes[size], className].filter(Boolean).join(' ');
  if (special == null || !(special < regular)) {
    return <span className={classes}>{formatPrice(regular)}</span>;
  }
  return (
    <span className={classes}>
      <s className={styles.regular}>
        <VisuallyHidden>{messages.priceRegular} </VisuallyHidden>
        {formatPrice(regular)}
      </s>
      <span className={styles.special}>
        <VisuallyHidden>{messages.priceSpecial} </VisuallyHidden>
        {formatPrice(special)}
      </span>
    </span>
  );
}

/** "-20%" on a product card; nothing when the product is not discounted. */
export function DiscountBadge({ regular, special, className }: { regular: number; special?: number | null; className?: string }) {
  const percent = special == null ? 0 : discountPercent(regular, special);
  if (percent <= 0) return null;
  return (
    <span className={className ? `${styles.discountBadge} ${className}` : styles.discountBadge}>
      <span aria-hidden="true">-{percent}%</span>
      <VisuallyHidden>{messages.discount(percent)}</VisuallyHidden>
    </span>
  );
}
