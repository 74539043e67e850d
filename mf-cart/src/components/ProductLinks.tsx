import type { MouseEventHandler } from 'react';
import { Image } from '@bottega/ui';
import styles from './ProductLinks.module.css';

interface LinkProps {
  href: string;
  onClick: MouseEventHandler<HTMLAnchorElement>;
  className?: string;
}

/** A product's picture linking to the product, in the list's own size (cart 170x170, wishlist
 * 140x200). Out of the tab order and hidden from assistive tech: the name is the same link. */
export function ProductPicture({ href, onClick, className, src, width, height }: LinkProps & { src: string; width: number; height: number }) {
  return (
    <a href={href} onClick={onClick} className={className ? `${styles.picture} ${className}` : styles.picture} tabIndex={-1} aria-hidden="true">
      <Image src={src} alt="" width={width} height={height} className={styles.image} style={{ aspectRatio: `${width} / ${height}` }} />
    </a>
  );
}

/** A product's name linking to the product; the list sets its size. */
export function ProductName({ href, onClick, className, name }: LinkProps & { name: string }) {
  return (
    <a href={href} onClick={onClick} className={className ? `${styles.name} ${className}` : styles.name}>
      {name}
    </a>
  );
}
