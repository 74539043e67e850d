import { Overlay, type OverlayProps } from '../Overlay/Overlay';
import styles from './Modal.module.css';

const sizes = { sm: styles.modalSm, md: styles.modalMd, lg: styles.modalLg };

export interface ModalProps extends OverlayProps {
  /** sm: confirmations and consent, md: login and newsletter, lg: content. */
  size?: 'sm' | 'md' | 'lg';
}

/** A centred dialog with the same focus, Escape and scroll rules as the Drawer. */
export function Modal({ size = 'md', ...overlay }: ModalProps) {
  return <Overlay {...overlay} kind="modal" rootClassName={styles.modal} panelClassName={`${styles.modalPanel} ${sizes[size]}`} />;
}
