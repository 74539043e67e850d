import type { SlotFunction } from '@bottega/browser-contract';
import { DiscountBadge, Image, Price } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { followLink } from '@bottega/fragment-kit';
import { productHref } from '../../../app/links';
import { Slot } from '@bottega/fragment-kit';
import { cartButtonParams } from '../../cart-button/cartButton';
import type { ListedProduct } from '../listing.api';
import styles from './ProductCard.module.css';

export interface ProductCardProps {
  product: ListedProduct;
  basePath: string;
  navigate: (to: string) => void;
  slot: SlotFunction;
  layout?: 'grid' | 'list';
  /** The first product image on screen: fetched eagerly with high priority (LCP). */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** docs/product-rules.md §9 image sizes: the product card 216x268, the horizontal card of list views 140x200. */
const IMAGE_SIZE = { grid: { width: 216, height: 268 }, list: { width: 140, height: 200 } } as const;

/** A product in a listing or rail: a card in the grid, a horizontal card in the list view. */
export function ProductCard({ product, basePath, navigate, slot, layout = 'grid', priority = false, headingLevel: Heading = 'h2' }: ProductCardProps) {
  const href = productHref(basePath, product.uid);
  const { final_price, regular_price } = product.price_range.minimum_price;
  const inStock = product.stock_status === 'IN_STOCK';
  // A card adds without choices, so only a product without options can be added from it (product rule §3).
  const isSimple = product.__typename === 'SimpleProduct';
  const onlyLeft = inStock && product.only_x_left_in_stock !== null ? product.only_x_left_in_stock : null;

  return (
    <article className={`${styles.card} ${layout === 'list' ? styles.list : styles.grid}`}>
      <div className={styles.media}>
        {/* Decorative: the name link's hit area covers the image, so the card has one tab stop, not two. */}
        <Image src={product.thumbnail.url} alt="" {...IMAGE_SIZE[layout]} priority={priority} className={styles.image} />
        <DiscountBadge regular={regular_price.value} special={final_price.value} className={styles.badge} />
        <Slot slot={slot} remote="mf_cart" fragment="WishlistHeart" props={{ sku: product.sku, name: product.name }} className={styles.heart} hydrate="intent" />
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <Heading className={styles.name}>
          <a href={href} onClick={followLink(navigate)} className={styles.nameLink}>
            {product.name}
          </a>
        </Heading>
        <Price regular={regular_price.value} special={final_price.value} className={styles.price} />
        {!inStock && <p className={styles.stockOut}>{messages.card.outOfStock}</p>}
        {onlyLeft !== null && <p className={styles.stockLow}>{messages.card.onlyLeft(onlyLeft)}</p>}
        {isSimple && <Slot slot={slot} remote="mf_cart" fragment="AddToCartButton" props={cartButtonParams(product, 'card')} className={styles.add} hydrate="intent" />}
      </div>
    </article>
  );
}
