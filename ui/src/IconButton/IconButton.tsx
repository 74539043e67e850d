import { Button, type ButtonProps } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import { messages } from '../messages/it';
import styles from './IconButton.module.css';

type Inherited<P> = P extends unknown ? Omit<P, 'children' | 'iconOnly' | 'aria-label' | 'variant'> : never;

export type IconButtonProps = Inherited<ButtonProps> & {
  /** The accessible name, required: an icon alone says nothing to a screen reader. */
  label: string;
  icon: IconName;
  iconSize?: number;
  /** A count shown on the icon (cart, wishlist) and spoken with the name: "Carrello, 3 articoli". */
  badge?: number;
  variant?: ButtonProps['variant'];
};

export function IconButton({ label, icon, iconSize = 22, badge, variant = 'ghost', className, ...rest }: IconButtonProps) {
  const counted = badge !== undefined && badge > 0;
  const name = counted ? `${label}, ${messages.itemCount(badge)}` : label;
  return (
    <Button {...(rest as ButtonProps)} variant={variant} iconOnly aria-label={name} className={className ? `${styles.iconButton} ${className}` : styles.iconButton}>
      <Icon name={icon} size={iconSize} />
      {counted && (
        <span className={styles.countBadge} aria-hidden="true" data-badge>
          {badge > 99 ? '99+' : badge}
        </span>
      )}
    </Button>
  );
}
