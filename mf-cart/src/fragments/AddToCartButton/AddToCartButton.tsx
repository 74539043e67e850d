import { useQuery } from '@tanstack/react-query';
import { cartOptionsNeeded, type AddToCartParams, type FragmentProps } from '@bottega/event-bus';
import { Button, Icon } from '@bottega/ui';
import { toast } from '../../app/notify';
import { messages } from '../../messages/it';
import { isAvailable, planAdd, quantityInCart } from '../../features/add-to-cart/addToCart.rules';
import { useAddToCart } from '../../features/add-to-cart/useAddToCart';
import { cartQuery } from '../../features/cart/useCart';
import styles from './AddToCartButton.module.css';

/**
 * "Aggiungi al carrello" for the product a page shows (docs/product-rules.md §4, §8). The page says which product and
 * variant (params, checked by the shell against event-bus's addToCartParamsSchema); whether it can be
 * added, what is sent and what the shopper is told are the cart's.
 */
export function AddToCartButton({ params, bus }: FragmentProps) {
  const product = params as AddToCartParams;
  const { data: cart } = useQuery(cartQuery());
  const add = useAddToCart(bus);
  const available = isAvailable(product, quantityInCart(cart, product.sku));
  const onPage = product.placement === 'page';

  const press = () => {
    const plan = planAdd(product);
    if (plan.kind === 'options-needed') bus.publish(cartOptionsNeeded(product.sku));
    else if (plan.kind === 'unsupported') toast(bus, 'danger', messages.addToCart.unsupported(plan.type));
    else add.mutate({ line: plan.line, product, openCart: onPage });
  };

  if (!onPage) {
    return (
      <Button variant="secondary" size="sm" onClick={press} loading={add.isPending} disabled={!available} aria-label={messages.addToCart.labelOf(product.name)}>
        {messages.addToCart.label}
      </Button>
    );
  }
  return (
    <>
      <Button size="lg" fullWidth onClick={press} loading={add.isPending} disabled={!available}>
        <Icon name="bag" size={20} />
        {messages.addToCart.label}
      </Button>
      {product.stock === 'IN_STOCK' && !available && <p className={styles.limit}>{messages.addToCart.inCartLimit}</p>}
    </>
  );
}
