import { Image, Skeleton, formatPrice } from '@bottega/ui';
import { messages } from '../../../messages/it';
import type { OrderSnapshot } from '../../payment/payment.rules';
import styles from './Checkout.module.css';

type Summary = Pick<OrderSnapshot, 'lines' | 'subtotal' | 'shipping' | 'discounts' | 'giftCards' | 'grandTotal'>;

/** The order as it will be paid (or was): lines, subtotal, shipping, discounts and the grand total. */
export function OrderSummary({ summary, headingLevel = 2 }: { summary: Summary; headingLevel?: 2 | 3 }) {
  const t = messages.summary;
  const Heading = `h${headingLevel}` as const;
  const count = summary.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className={styles.summary} aria-labelledby="chk-summary-title">
      <Heading id="chk-summary-title" className={styles.summaryTitle}>
        {t.title} <span className={styles.summaryCount}>({t.items(count)})</span>
      </Heading>
      <ul className={styles.lines}>
        {summary.lines.map((line) => (
          <li key={line.uid} className={styles.line}>
            <Image src={line.image} alt="" width={100} height={100} className={styles.lineImage} />
            <div className={styles.lineText}>
              <p className={styles.lineName}>{line.name}</p>
              {line.options && <p className={styles.lineMeta}>{line.options}</p>}
              <p className={styles.lineMeta}>{t.quantity(line.quantity)}</p>
            </div>
            <p className={styles.linePrice}>{formatPrice(line.rowTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{t.subtotal}</dt>
          <dd>{formatPrice(summary.subtotal)}</dd>
        </div>
        {summary.discounts.map((discount) => (
          <div key={discount.label} className={`${styles.totalRow} ${styles.discount}`}>
            <dt>{discount.label}</dt>
            <dd>−{formatPrice(discount.amount)}</dd>
          </div>
        ))}
        <div className={styles.totalRow}>
          <dt>{t.shipping}</dt>
          <dd>{summary.shipping === null ? t.shippingLater : summary.shipping === 0 ? t.free : formatPrice(summary.shipping)}</dd>
        </div>
        {summary.giftCards > 0 && (
          <div className={styles.totalRow}>
            <dt>{t.giftCards}</dt>
            <dd>−{formatPrice(summary.giftCards)}</dd>
          </div>
        )}
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>
            {t.total} <span className={styles.vat}>{t.vatIncluded}</span>
          </dt>
          <dd data-testid="chk-grand-total">{formatPrice(summary.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The summary's place while the cart loads: the same card, with one line and the totals. */
export function OrderSummarySkeleton() {
  return (
    <div className={styles.summary} aria-hidden="true">
      <div className={styles.summaryTitle}>
        <Skeleton shape="text" width="60%" />
      </div>
      <div className={styles.line}>
        <Skeleton width="4.5rem" height="4.5rem" />
        <div className={styles.lineText}>
          <Skeleton shape="text" />
          <Skeleton shape="text" width="40%" />
        </div>
      </div>
      <div className={styles.totals}>
        <Skeleton shape="text" />
        <Skeleton shape="text" />
        <div className={styles.grandTotal}>
          <Skeleton shape="text" />
        </div>
      </div>
    </div>
  );
}
