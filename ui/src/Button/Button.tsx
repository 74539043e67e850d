import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: shows a spinner, keeps its width and focus, and ignores clicks (no double submit). */
  loading?: boolean;
  fullWidth?: boolean;
  /** Square, no padding: what IconButton builds on. */
  iconOnly?: boolean;
  className?: string;
  children?: ReactNode;
}

type NativeButtonProps = CommonProps & Omit<ComponentPropsWithRef<'button'>, keyof CommonProps> & { href?: undefined };
/** With `href` it is a real link, for navigation; `disabled` then makes it an inert link. */
type LinkProps = CommonProps & Omit<ComponentPropsWithRef<'a'>, keyof CommonProps> & { href: string; disabled?: boolean };

export type ButtonProps = NativeButtonProps | LinkProps;

const sizes = { sm: styles.buttonSm, md: styles.buttonMd, lg: styles.buttonLg };

const swallow = (event: MouseEvent) => event.preventDefault();

export function Button(props: ButtonProps) {
  const { variant = 'primary', size = 'md', loading = false, fullWidth = false, iconOnly = false, className, children, ...native } = props;
  const classes = [styles.button, styles[variant], sizes[size], fullWidth && styles.fullWidth, iconOnly && styles.iconOnly, loading && styles.loading, className]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {loading && <Spinner decorative size="sm" className={styles.buttonSpinner} />}
      <span className={styles.buttonLabel}>{children}</span>
    </>
  );

  if (native.href !== undefined) {
    const { href, disabled, onClick, ...anchor } = native as Omit<LinkProps, keyof CommonProps>;
    const inert = disabled || loading;
    return (
      <a
        {...anchor}
        className={classes}
        href={inert ? undefined : href}
        role={inert ? 'link' : undefined}
        aria-disabled={inert || undefined}
        aria-busy={loading || undefined}
        onClick={inert ? swallow : onClick}
      >
        {content}
      </a>
    );
  }

  const { type = 'button', onClick, ...button } = native as Omit<NativeButtonProps, keyof CommonProps>;
  return (
    <button {...button} type={type} className={classes} aria-disabled={loading || undefined} aria-busy={loading || undefined} onClick={loading ? swallow : onClick}>
      {content}
    </button>
  );
}
