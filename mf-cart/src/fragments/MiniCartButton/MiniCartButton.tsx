import { IconButton } from '@bottega/ui';
import { cartOpen, type FragmentProps } from '@bottega/browser-contract';
import { onPlainClick } from '@bottega/fragment-kit';
import { cartPageHref } from '../../app/links';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useCart } from '../../features/cart/useCart';
import styles from './MiniCartButton.module.css';

/** The header's bag with the number of pieces: a link to the cart page, which opens the cart drawer
 * through the bus once its code has loaded (docs/architecture.md §2.9: a press before that goes to the page). */
export function MiniCartButton({ bus, basePath }: FragmentProps) {
  useCommerceSync(bus);
  const { data } = useCart();
  return (
    <IconButton
      href={cartPageHref(basePath)}
      className={styles.button}
      label={messages.miniCart.label}
      icon="bag"
      badge={data?.total_quantity ?? 0}
      aria-haspopup="dialog"
      onClick={onPlainClick(() => bus.publish(cartOpen()))}
    />
  );
}
