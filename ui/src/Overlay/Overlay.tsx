import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../a11y/useFocusTrap';
import { useScrollLock } from '../a11y/useScrollLock';
import { IconButton } from '../IconButton/IconButton';
import { messages } from '../messages/it';
import styles from './Overlay.module.css';

/** What Drawer and Modal both take. */
export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading that also names the dialog for screen readers. */
  title: ReactNode;
  children: ReactNode;
  /** Actions pinned below the scrolling content (e.g. "Vai alla cassa"). */
  footer?: ReactNode;
  /** False for a choice the shopper must make (cookie consent): no close button, no Escape, no backdrop click. */
  dismissible?: boolean;
  /** Receives focus on open instead of the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

interface FrameProps extends Omit<OverlayProps, 'open'> {
  /** On the root as `data-overlay`: layers fixed to the page keep clear of an open drawer (tokens.css). */
  kind: 'modal' | 'drawer-left' | 'drawer-right';
  rootClassName: string;
  panelClassName: string;
}

/** The dialog mechanics Drawer and Modal share; they differ only in where the panel sits. */
export function Overlay({ open, ...frame }: FrameProps & { open: boolean }) {
  return open ? createPortal(<OverlayFrame {...frame} />, document.body) : null;
}

function OverlayFrame({ onClose, title, children, footer, dismissible = true, initialFocusRef, className, kind, rootClassName, panelClassName }: FrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, true, { initialFocus: initialFocusRef, onEscape: dismissible ? onClose : undefined });
  useScrollLock(true);

  return (
    <div className={`${styles.overlay} ${rootClassName}`} data-overlay={kind}>
      <div className={styles.backdrop} aria-hidden="true" data-backdrop onClick={dismissible ? onClose : undefined} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.overlayPanel, panelClassName, className].filter(Boolean).join(' ')}
      >
        <div className={styles.overlayHeader}>
          <h2 id={titleId} className={styles.overlayTitle}>
            {title}
          </h2>
          {dismissible && <IconButton label={messages.close} icon="close" onClick={onClose} />}
        </div>
        <div className={styles.overlayBody}>{children}</div>
        {footer && <div className={styles.overlayFooter}>{footer}</div>}
      </div>
    </div>
  );
}
