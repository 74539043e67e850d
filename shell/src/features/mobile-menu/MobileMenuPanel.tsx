import type { ReactNode } from 'react';
import { Drawer } from '@bottega/ui';
import { messages } from '../../messages/it';
import styles from './MobileMenuPanel.module.css';

export interface MobileMenuPanelProps {
  open: boolean;
  onClose: () => void;
  /** The catalog's `MobileMenu` fragment, e.g. `<Slot remote="mf_catalog" fragment="MobileMenu" />`. */
  children: ReactNode;
}

/** The mobile slide-in menu: a left drawer titled "Menu" around the catalog's accordion. */
export function MobileMenuPanel({ open, onClose, children }: MobileMenuPanelProps) {
  return (
    <Drawer side="left" open={open} onClose={onClose} title={messages.mobileMenu.title} className={styles.panel}>
      {children}
    </Drawer>
  );
}
