import { IconButton } from '@bottega/ui';
import { cartOpen, type FragmentProps } from '@bottega/event-bus';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useCart } from '../../features/cart/useCart';
import styles from './MiniCartButton.module.css';

/** The header's bag with the number of pieces; opens the cart drawer through the bus. */
export function MiniCartButton({ bus }: FragmentProps) {
  useCommerceSync(bus);
  const { data } = useCart();
  return (
    <IconButton
      className={styles.button}
      label={messages.miniCart.label}
      icon="bag"
      badge={data?.total_quantity ?? 0}
      aria-haspopup="dialog"
      onClick={() => bus.publish(cartOpen())}
    />
  );
}
