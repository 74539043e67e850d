import type { SlotFunction } from '@bottega/browser-contract';
import { Skeleton } from '@bottega/ui';
import type { ListedProduct } from '../listing.api';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

interface ProductGridProps {
  products: readonly ListedProduct[];
  basePath: string;
  navigate: (to: string) => void;
  slot: SlotFunction;
  layout?: 'grid' | 'list';
}

/** The cards of a listing or of search results; the first card's image is the page's largest paint. */
export function ProductGrid({ products, basePath, navigate, slot, layout = 'grid' }: ProductGridProps) {
  return (
    <ul className={layout === 'grid' ? styles.grid : styles.list}>
      {products.map((product, index) => (
        <li key={product.uid}>
          <ProductCard product={product} basePath={basePath} navigate={navigate} slot={slot} layout={layout} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's place while its products load, the size of `count` cards. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonCard}>
          <Skeleton aspectRatio="216 / 268" />
          <Skeleton width="40%" shape="text" />
          <Skeleton width="80%" shape="text" />
          <Skeleton width="30%" shape="text" />
        </li>
      ))}
    </ul>
  );
}
