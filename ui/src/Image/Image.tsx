import type { ComponentPropsWithRef } from 'react';
import styles from './Image.module.css';

export interface ImageProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt' | 'width' | 'height' | 'loading'> {
  src: string;
  /** Required; "" only for a purely decorative image. */
  alt: string;
  /** Intrinsic size in pixels (docs/product-rules.md §9: card 216x268, cart 170x170...): the browser reserves the box before the file arrives. */
  width: number;
  height: number;
  /** The largest image above the fold (product main image, first hero): loaded eagerly, fetched first. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
}

export function Image({ src, alt, width, height, priority = false, fit = 'cover', className, ...img }: ImageProps) {
  if (!(width > 0 && height > 0)) {
    // A missing size is a layout shift on every page that shows this image: fail where it is written.
    throw new Error(`Image ${src}: width and height must be positive numbers (got ${width}x${height})`);
  }
  return (
    <img
      {...img}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={[styles.image, styles[fit], className].filter(Boolean).join(' ')}
    />
  );
}
