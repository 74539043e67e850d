import type { ReactNode } from 'react';
import { Slot } from '../composition/Slot';
import styles from './Footer.module.css';

/** Footer: the content team's block columns, the shell's account column, the copyright. */
export function Footer({ accountColumn }: { accountColumn: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <Slot remote="mf_content" fragment="FooterContent" className={styles.content} reserve="240px" fallback={<span />} />
        <div className={styles.account}>{accountColumn}</div>
      </div>
      <Slot remote="mf_content" fragment="Copyright" className={styles.copyright} reserve="40px" fallback={<span />} />
    </footer>
  );
}
