import type { ReactNode, RefObject } from 'react';
import { PopoverDrawer } from '@bottega/ui';
import { messages } from '../../messages/it';
import styles from './MobileMenuPanel.module.css';

/** The id the header's menu button opens (`popoverTarget`). */
export const MOBILE_MENU_ID = 'mobile-menu';

export interface MobileMenuPanelProps {
  /** The panel, for `useMobileMenu` to close it. */
  panelRef: RefObject<HTMLElement | null>;
  /** The catalog's `MobileMenu` fragment, e.g. `<PageSlot remote="mf_catalog" fragment="MobileMenu" />`. */
  children: ReactNode;
  /** Pinned below the accordion: the teams' account, wishlist and cart buttons. */
  footer?: ReactNode;
}

/** The mobile slide-in menu (docs/product-rules.md §2.3), rendered with the page and opened by the browser, so it
 * works before and without any script. */
export function MobileMenuPanel({ panelRef, children, footer }: MobileMenuPanelProps) {
  return (
    <PopoverDrawer id={MOBILE_MENU_ID} ref={panelRef} side="left" title={messages.mobileMenu.title} className={styles.panel} footer={footer}>
      {children}
    </PopoverDrawer>
  );
}
