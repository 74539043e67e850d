import { useId, useRef } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import { IconButton, Skeleton } from '@bottega/ui';
import { messages } from '../../messages/it';
import { followLink } from '@bottega/fragment-kit';
import { categoryHref } from '../../app/links';
import { ProductCard } from '../../features/listing/components/ProductCard';
import { railInput } from '../../features/listing/listing.api';
import { useRail } from '../../features/listing/useListing';
import styles from './ProductRail.module.css';

/** A row of products for the content team's home page: a category's, or the newest arrivals; `pageSize` is a string, as all slot params are. */
export function ProductRail({ params, basePath, navigate, slot }: FragmentProps) {
  const input = railInput(params.categoryId, params.pageSize);
  const products = useRail(input);
  const listRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const title = params.title || messages.rail.title;

  if (products.isError || (products.data && products.data.items.length === 0)) return null;
  const scroll = (direction: 1 | -1) => listRef.current?.scrollBy({ left: direction * listRef.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <section className={styles.rail} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {params.categoryId ? (
            <a href={categoryHref(basePath, params.categoryId)} onClick={followLink(navigate)} className={styles.titleLink}>
              {title}
            </a>
          ) : (
            title
          )}
        </h2>
        <div className={styles.arrows}>
          <IconButton label={messages.rail.previous} icon="chevron-left" variant="secondary" size="sm" onClick={() => scroll(-1)} />
          <IconButton label={messages.rail.next} icon="chevron-right" variant="secondary" size="sm" onClick={() => scroll(1)} />
        </div>
      </div>
      <ul ref={listRef} className={styles.list} aria-busy={products.isPending}>
        {products.data
          ? products.data.items.map((product) => (
              <li key={product.uid} className={styles.slide}>
                <ProductCard product={product} basePath={basePath} navigate={navigate} slot={slot} headingLevel="h3" />
              </li>
            ))
          : Array.from({ length: 4 }, (_, index) => (
              <li key={index} className={styles.slide} aria-hidden="true">
                <Skeleton aspectRatio="216 / 268" />
                <Skeleton width="70%" shape="text" />
              </li>
            ))}
      </ul>
    </section>
  );
}
