import type { ReactNode } from 'react';
import { PageSlot } from '../composition/PageSlot';
import styles from './Footer.module.css';

/** The content team's columns, the account column and the copyright, rendered whole on the server, so their code
 * loads only when the shopper reaches for them (the newsletter box on focus, keeping what was typed). */
export function Footer({ accountColumn }: { accountColumn: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <PageSlot remote="mf_content" fragment="FooterContent" className={styles.content} reserve="240px" fallback={<span />} hydrate="intent" />
        <div className={styles.account}>{accountColumn}</div>
      </div>
      <PageSlot remote="mf_content" fragment="Copyright" className={styles.copyright} reserve="40px" fallback={<span />} hydrate="intent" />
    </footer>
  );
}
