import { useState } from 'react';
import type { Bus } from '@bottega/browser-contract';
import { Button, formatDate, formatPrice } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { followLink } from '@bottega/fragment-kit';
import { LoadState } from '../../account/components/LoadState';
import { useOrders } from '../useOrders';
import styles from './OrderHistory.module.css';

const t = messages.orders;

/** I miei ordini: every order with its status, date and total, newest first, ten a page. */
export function OrderHistory({ bus, basePath, navigate }: { bus: Bus; basePath: string; navigate: (to: string) => void }) {
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  if (!orders.data) return <LoadState bus={bus} isPending={orders.isPending} error={orders.error} onRetry={() => orders.refetch()} />;

  if (orders.data.total_count === 0) {
    return (
      <div className={styles.empty}>
        <p>{t.empty}</p>
        <Button href={basePath} variant="secondary" onClick={followLink(navigate)}>
          {t.startShopping}
        </Button>
      </div>
    );
  }

  const { current_page: current, total_pages: total } = orders.data.page_info;
  return (
    <div className={styles.stack} aria-busy={orders.isFetching || undefined}>
      <ol className={styles.list}>
        {orders.data.items.map((order) => (
          <li key={order.number} className={styles.order}>
            <dl className={styles.summary}>
              <div>
                <dt>{t.number}</dt>
                <dd className={styles.number}>{order.number}</dd>
              </div>
              <div>
                <dt>{t.date}</dt>
                <dd>{formatDate(order.order_date, 'long')}</dd>
              </div>
              <div>
                <dt>{t.status}</dt>
                <dd>
                  <span className={`${styles.status} ${styles[order.status]}`}>{order.status_label}</span>
                </dd>
              </div>
              <div>
                <dt>{t.total}</dt>
                <dd className={styles.total}>{formatPrice(order.total.grand_total.value)}</dd>
              </div>
            </dl>
            <details className={styles.details}>
              <summary aria-label={t.detailsOf(order.number)}>{t.details}</summary>
              <ul className={styles.items}>
                {order.items.map((item, index) => (
                  <li key={`${item.product_sku}-${index}`} className={styles.item}>
                    <span className={styles.itemName}>
                      {item.product_name}
                      {item.selected_options.length > 0 && (
                        <span className={styles.options}>{item.selected_options.map((option) => `${option.label}: ${option.value}`).join(' · ')}</span>
                      )}
                    </span>
                    <span className={styles.muted}>{t.quantity(item.quantity_ordered)}</span>
                    <span>{formatPrice(item.product_sale_price.value * item.quantity_ordered)}</span>
                  </li>
                ))}
              </ul>
              <dl className={styles.totals}>
                <div>
                  <dt>{t.subtotal}</dt>
                  <dd>{formatPrice(order.total.subtotal.value)}</dd>
                </div>
                {order.total.discount.value > 0 && (
                  <div>
                    <dt>{t.discount}</dt>
                    <dd>−{formatPrice(order.total.discount.value)}</dd>
                  </div>
                )}
                {order.total.gift_cards.value > 0 && (
                  <div>
                    <dt>{t.giftCards}</dt>
                    <dd>−{formatPrice(order.total.gift_cards.value)}</dd>
                  </div>
                )}
                <div>
                  <dt>{t.shipping}</dt>
                  <dd>{formatPrice(order.total.shipping.value)}</dd>
                </div>
                <div className={styles.grand}>
                  <dt>{t.total}</dt>
                  <dd>{formatPrice(order.total.grand_total.value)}</dd>
                </div>
              </dl>
            </details>
          </li>
        ))}
      </ol>
      {total > 1 && (
        <nav className={styles.pager} aria-label={t.page(current, total)}>
          <Button size="sm" variant="secondary" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            {t.previous}
          </Button>
          <span className={styles.muted}>{t.page(current, total)}</span>
          <Button size="sm" variant="secondary" disabled={current >= total} onClick={() => setPage(current + 1)}>
            {t.next}
          </Button>
        </nav>
      )}
    </div>
  );
}
