import type { Ref } from 'react';
import { Button, Icon } from '@bottega/ui';
import { messages } from '../../../messages/it';
import styles from './AuthForms.module.css';

/** docs/product-rules.md §4: the thank-you mode after a forgot request. The answer is the same whether or not the address has an account. */
export function ForgotThanks({ email, firstFieldRef, onClose }: { email: string; firstFieldRef: Ref<HTMLButtonElement>; onClose: () => void }) {
  return (
    <div className={styles.thanks}>
      <span className={styles.thanksIcon}>
        <Icon name="check" size={24} />
      </span>
      <p className={styles.thanksText}>{messages.forgot.thanks(email)}</p>
      <Button ref={firstFieldRef} size="lg" fullWidth onClick={onClose}>
        {messages.forgot.close}
      </Button>
    </div>
  );
}
