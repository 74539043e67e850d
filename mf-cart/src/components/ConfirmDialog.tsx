import { useRef, type ReactNode } from 'react';
import { Button, Modal } from '@bottega/ui';
import { messages } from '../messages/it';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, which also names the dialog. */
  title: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** docs/product-rules.md §4's confirmation before a removal: a question answered Si or Annulla, with Annulla focused first. */
export function ConfirmDialog({ open, title, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      size="sm"
      title={title}
      initialFocusRef={cancelRef}
      footer={
        <div className={styles.actions}>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {messages.cart.confirmNo}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {messages.cart.confirmYes}
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
