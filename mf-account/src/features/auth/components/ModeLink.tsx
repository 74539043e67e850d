import type { MouseEventHandler, ReactNode } from 'react';
import type { AuthPageMode } from '../auth.form';
import styles from './AuthForms.module.css';

/** A way to another of the three forms: a link to its page, which works before any script
 * (docs/adr/0038-shopper-actions-as-html-forms.md); the modal takes a plain click over to switch mode in place. */
/** The link to the form of a mode: its page's address, and what a click on it does where it is rendered. */
export type ModeTo = (mode: AuthPageMode) => { href: string; onClick: MouseEventHandler<HTMLAnchorElement> };

export function ModeLink({ href, onClick, className, children }: { href: string; onClick: MouseEventHandler<HTMLAnchorElement>; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className ? `${styles.linkButton} ${className}` : styles.linkButton} onClick={onClick}>
      {children}
    </a>
  );
}
