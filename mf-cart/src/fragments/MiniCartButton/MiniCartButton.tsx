import { IconButton } from '@bottega/ui';
import { cartOpen, type FragmentProps } from '@bottega/browser-contract';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useCart } from '../../features/cart/useCart';
import styles from './MiniCartButton.module.css';

/**
 * The header's bag with the number of pieces; opens the cart drawer through the bus. It is a form's
 * button: without a script it leads to the cart page instead.
 */
export function MiniCartButton({ bus, basePath }: FragmentProps) {
  useCommerceSync(bus);
  const { data } = useCart();
  return (
    <form action={`${basePath}/Cart`} className={styles.form}>
      <IconButton
        type="submit"
        className={styles.button}
        label={messages.miniCart.label}
        icon="bag"
        badge={data?.total_quantity ?? 0}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          bus.publish(cartOpen());
        }}
      />
    </form>
  );
}
