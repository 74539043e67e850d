import { useState } from 'react';
import type { Bus } from '@bottega/browser-contract';
import { Button, formatDate } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { LoadState } from '../../account/components/LoadState';
import { useReviews } from '../useReviews';
import styles from './MyReviews.module.css';

const t = messages.reviews;

/** Le mie recensioni: what the customer wrote, newest first. */
export function MyReviews({ bus }: { bus: Bus }) {
  const [page, setPage] = useState(1);
  const reviews = useReviews(page);
  if (!reviews.data) return <LoadState bus={bus} isPending={reviews.isPending} error={reviews.error} onRetry={() => reviews.refetch()} />;
  if (reviews.data.total_count === 0) return <p className={styles.empty}>{t.empty}</p>;

  const { current_page: current, total_pages: total } = reviews.data.page_info;
  return (
    <div className={styles.stack}>
      <ul className={styles.list}>
        {reviews.data.items.map((review) => (
          <li key={review.id}>
            <article className={styles.review}>
              <h2 className={styles.product}>{review.product_name}</h2>
              <p className={styles.stars} role="img" aria-label={t.rating(review.rating)}>
                {'★'.repeat(review.rating)}
                <span className={styles.dim}>{'★'.repeat(5 - review.rating)}</span>
              </p>
              <p className={styles.summary}>{review.summary}</p>
              <p className={styles.text}>{review.text}</p>
              <p className={styles.meta}>
                {t.by(review.nickname)} · <time dateTime={review.created_at}>{formatDate(review.created_at, 'long')}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
      {total > 1 && (
        <nav className={styles.pager} aria-label={messages.orders.page(current, total)}>
          <Button size="sm" variant="secondary" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            {t.previous}
          </Button>
          <span>{messages.orders.page(current, total)}</span>
          <Button size="sm" variant="secondary" disabled={current >= total} onClick={() => setPage(current + 1)}>
            {t.next}
          </Button>
        </nav>
      )}
    </div>
  );
}
