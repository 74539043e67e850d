import { Overlay, type OverlayProps } from '../Overlay/Overlay';
import styles from './Drawer.module.css';

const sides = { left: styles.drawerLeft, right: styles.drawerRight };

export interface DrawerProps extends OverlayProps {
  /** The cart and wishlist slide in from the right, the mobile menu from the left. */
  side?: 'left' | 'right';
}

/** A side panel dialog: focus trapped, Escape and backdrop close it, the page behind does not scroll. */
export function Drawer({ side = 'right', ...overlay }: DrawerProps) {
  return <Overlay {...overlay} kind={`drawer-${side}`} rootClassName={styles.drawer} panelClassName={`${styles.drawerPanel} ${sides[side]}`} />;
}
