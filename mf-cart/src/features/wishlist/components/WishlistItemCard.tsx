import { WISHLIST_ITEM_STOCK } from '@bottega/api-contract';
import { Button, IconButton, Price } from '@bottega/ui';
import { followLink } from '@bottega/fragment-kit';
import { productHref } from '../../../app/links';
import { ProductName, ProductPicture } from '../../../components/ProductLinks';
import { messages } from '../../../messages/it';
import { QuantityStepper } from '../../quantity/QuantityStepper';
import type { useWishlistItemActions } from '../useWishlist';
import { isAvailable, parseWishlistQuantity, type WishlistItem } from '../wishlist.rules';
import styles from './WishlistItemCard.module.css';

export interface WishlistItemCardProps {
  item: WishlistItem;
  /** grid and list are the page's views (docs/product-rules.md §4); compact is the drawer. */
  layout: 'grid' | 'list' | 'compact';
  basePath: string;
  navigate: (to: string) => void;
  actions: ReturnType<typeof useWishlistItemActions>;
  onNavigate?: () => void;
}

/** A saved product: picture 140x200, name linking to the product, price, quantity, move to cart and removal. */
export function WishlistItemCard({ item, layout, basePath, navigate, actions, onNavigate }: WishlistItemCardProps) {
  const { product } = item;
  const href = productHref(basePath, product);
  const available = isAvailable(item);
  const moving = actions.moveToCart.isPending && actions.moveToCart.variables?.id === item.id;
  return (
    <li className={`${styles.card} ${styles[layout]}`}>
      <ProductPicture href={href} onClick={followLink(navigate, onNavigate)} src={item.image.url || product.thumbnail.url} width={140} height={200} />
      <IconButton className={styles.remove} size="sm" icon="trash" iconSize={18} label={messages.wishlist.remove(product.name)} onClick={() => actions.remove.mutate(item)} />
      <div className={styles.details}>
        <ProductName href={href} onClick={followLink(navigate, onNavigate)} className={styles.name} name={product.name} />
        {product.configurable_options.length > 0 && (
          <p className={styles.options}>{product.configurable_options.map((option) => `${option.option_label}: ${option.value_label}`).join(' · ')}</p>
        )}
        <Price regular={item.regular_price.value} special={item.special_price?.value} size="sm" />
        {!available && (
          <p className={styles.unavailable}>{product.stock_status === 'IN_STOCK' ? messages.cart.onlyLeft(product.only_x_left_in_stock ?? 0) : messages.wishlist.outOfStock}</p>
        )}
        <div className={styles.buy}>
          <QuantityStepper
            value={item.qty}
            min={0}
            max={WISHLIST_ITEM_STOCK}
            parse={parseWishlistQuantity}
            onCommit={(quantity) => actions.setQuantity.mutateAsync({ item, quantity })}
            label={messages.wishlist.quantityOf(product.name)}
            decreaseLabel={messages.cart.decrease(product.name)}
            increaseLabel={messages.cart.increase(product.name)}
          />
          <Button size="sm" className={styles.move} onClick={() => actions.moveToCart.mutate(item)} loading={moving} aria-label={messages.wishlist.moveToCartOf(product.name)}>
            {messages.wishlist.moveToCart}
          </Button>
        </div>
      </div>
    </li>
  );
}
