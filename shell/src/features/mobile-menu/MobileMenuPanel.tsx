import type { ReactNode } from 'react';
import { Drawer } from '@bottega/ui';
import { messages } from '../../messages/it';
import styles from './MobileMenuPanel.module.css';

export interface MobileMenuPanelProps {
  open: boolean;
  onClose: () => void;
  /** The catalog's `MobileMenu` fragment, e.g. `<Slot remote="mf_catalog" fragment="MobileMenu" />`. */
  children: ReactNode;
  /** Pinned below the accordion: the teams' account, wishlist and cart buttons. */
  footer?: ReactNode;
}

/** The mobile slide-in menu: a left drawer titled "Menu" around the catalog's accordion. */
export function MobileMenuPanel({ open, onClose, children, footer }: MobileMenuPanelProps) {
  return (
    <Drawer side="left" open={open} onClose={onClose} title={messages.mobileMenu.title} className={styles.panel} footer={footer}>
      {children}
    </Drawer>
  );
}
