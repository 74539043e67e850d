import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useFocusTrap } from '../a11y/useFocusTrap';
import { useScrollLock } from '../a11y/useScrollLock';
import { IconButton } from '../IconButton/IconButton';
import { messages } from '../messages/it';
import overlay from '../Overlay/Overlay.module.css';
import drawer from './Drawer.module.css';
import styles from './PopoverDrawer.module.css';

const sides = { left: drawer.drawerLeft, right: drawer.drawerRight };

export interface PopoverDrawerProps {
  /** The id its openers name: `<button popoverTarget={id}>` opens it without JavaScript. */
  id: string;
  /** Visible heading that also names the panel. */
  title: ReactNode;
  children: ReactNode;
  /** Actions pinned below the scrolling content. */
  footer?: ReactNode;
  side?: 'left' | 'right';
  /** `aside` for a panel a page also docks in place on wide screens: its title bar and footer carry `data-drawer-chrome` to hide there. */
  as?: 'div' | 'aside';
  className?: string;
  /** Told when the browser opens or closes it (an opener, Escape, a tap beside it, `hidePopover()`). */
  onOpenChange?: (open: boolean) => void;
  /** The element itself, for `hidePopover()`. */
  ref?: Ref<HTMLElement>;
}

/**
 * A side panel the browser opens and closes without JavaScript (`popover`, docs/architecture.md §2.9); once
 * hydrated it also traps focus and locks the page's scroll, as Drawer does.
 */
export function PopoverDrawer({ id, title, children, footer, side = 'left', as: Element = 'div', className, onOpenChange, ref }: PopoverDrawerProps) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open, { onEscape: () => panelRef.current?.hidePopover() });
  useScrollLock(open);

  // The panel may have been opened before this code ran: start from what the browser shows.
  useEffect(() => {
    if (panelRef.current?.matches(':popover-open')) setOpen(true);
  }, []);

  const setRefs = (element: HTMLElement | null) => {
    panelRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <Element
      ref={setRefs}
      id={id}
      popover="auto"
      // A dialog that is not modal until its code traps focus; an aside is named as the landmark it is.
      role={Element === 'div' ? 'dialog' : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      // On the root as for Drawer: layers fixed to the page keep clear of it while it is open (tokens.css).
      data-overlay={`drawer-${side}`}
      className={[drawer.drawerPanel, sides[side], styles.panel, className].filter(Boolean).join(' ')}
      onToggle={(event) => {
        const next = event.newState === 'open';
        setOpen(next);
        onOpenChange?.(next);
      }}
    >
      <div className={overlay.overlayHeader} data-drawer-chrome>
        <h2 id={titleId} className={overlay.overlayTitle}>
          {title}
        </h2>
        <IconButton label={messages.close} icon="close" popoverTarget={id} popoverTargetAction="hide" />
      </div>
      <div className={overlay.overlayBody}>{children}</div>
      {footer && (
        <div className={overlay.overlayFooter} data-drawer-chrome>
          {footer}
        </div>
      )}
    </Element>
  );
}
