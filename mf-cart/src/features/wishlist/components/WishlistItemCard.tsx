import { useId, useState } from 'react';
import { WISHLIST_ITEM_STOCK } from '@bottega/api-contract';
import { Button, IconButton, Price } from '@bottega/ui';
import { followLink, formAction } from '@bottega/fragment-kit';
import { productHref } from '../../../app/links';
import { ProductName, ProductPicture } from '../../../components/ProductLinks';
import { messages } from '../../../messages/it';
import { QuantityStepper } from '../../quantity/QuantityStepper';
import type { useWishlistItemActions } from '../useWishlist';
import { useProductOptions } from '../useWishlist';
import { chosenVariant, isAvailable, moveToCartPlan, needsChoice, parseWishlistQuantity, type OptionChoice, type OptionCode, type WishlistItem } from '../wishlist.rules';
import { wishlistActions } from '../wishlist.form';
import { WishlistVariantChoice } from './WishlistVariantChoice';
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

/** A saved product (picture 140x200). Each action is also a form the cart team answers before the code has loaded or
 * without it (docs/adr/0038-shopper-actions-as-html-forms.md); the colour and size belong to the move's form. */
export function WishlistItemCard({ item, layout, basePath, navigate, actions, onNavigate }: WishlistItemCardProps) {
  const { product } = item;
  const href = productHref(basePath, product);
  const choosing = needsChoice(item);
  // Only a product still to be chosen reads its options; the query is shared with WishlistVariantChoice.
  const options = useProductOptions(product.uid, choosing);
  const [choice, setChoice] = useState<OptionChoice>({});
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const available = choosing || isAvailable(item);
  const moving = actions.moveToCart.isPending && actions.moveToCart.variables?.item.id === item.id;
  const moveFormId = useId();
  const itemField = { item: item.id };

  const choose = (code: OptionCode, valueUid: string) => {
    setChoice((current) => ({ ...current, [code]: valueUid }));
    setChoiceError(null);
  };
  const move = () => {
    if (!choosing) return actions.moveToCart.mutate({ item });
    const variant = options.data && chosenVariant(options.data, choice);
    // A missing choice or a combination out of stock is said beside the choices, before asking the cart.
    const plan = moveToCartPlan(item, variant);
    if (!plan.ok) return setChoiceError(plan.message);
    actions.moveToCart.mutate({ item, variant });
  };
  return (
    <li className={`${styles.card} ${styles[layout]}`}>
      <ProductPicture href={href} onClick={followLink(navigate, onNavigate)} src={item.image.url || product.thumbnail.url} width={140} height={200} />
      <form
        method="post"
        action={formAction('mf_cart', wishlistActions.remove)}
        className={styles.removeForm}
        onSubmit={(event) => {
          event.preventDefault();
          actions.remove.mutate(item);
        }}
      >
        <input type="hidden" name="item" value={item.id} />
        <IconButton type="submit" className={styles.remove} size="sm" icon="trash" iconSize={18} label={messages.wishlist.remove(product.name)} />
      </form>
      <div className={styles.details}>
        <ProductName href={href} onClick={followLink(navigate, onNavigate)} className={styles.name} name={product.name} />
        {product.configurable_options.length > 0 && (
          <p className={styles.options}>{product.configurable_options.map((option) => `${option.option_label}: ${option.value_label}`).join(' · ')}</p>
        )}
        <Price regular={item.regular_price.value} special={item.special_price?.value} size="sm" />
        {choosing && <WishlistVariantChoice item={item} choice={choice} onChoose={choose} error={choiceError} formId={moveFormId} />}
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
            form={{ action: wishlistActions.quantity, fields: itemField }}
          />
          <form
            id={moveFormId}
            method="post"
            action={formAction('mf_cart', wishlistActions.move)}
            className={styles.moveForm}
            onSubmit={(event) => {
              event.preventDefault();
              move();
            }}
          >
            <input type="hidden" name="item" value={item.id} />
            <Button type="submit" size="sm" className={styles.move} loading={moving} aria-label={messages.wishlist.moveToCartOf(product.name)}>
              {messages.wishlist.moveToCart}
            </Button>
          </form>
        </div>
      </div>
    </li>
  );
}
