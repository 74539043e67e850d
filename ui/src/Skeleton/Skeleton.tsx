import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** CSS length or pixels; defaults to the full width of the parent. */
  width?: number | string;
  height?: number | string;
  /** Reserve a ratio instead of a height, e.g. "216 / 268" for a product card image. */
  aspectRatio?: string;
  shape?: 'rect' | 'text' | 'circle';
  className?: string;
}

/**
 * Holds the place of content that is loading so nothing shifts when it arrives. Hidden from
 * assistive technology: the region that loads says so with aria-busy or a Spinner.
 */
export function Skeleton({ width, height, aspectRatio, shape = 'rect', className }: SkeletonProps) {
  const style: CSSProperties = { width, height, aspectRatio };
  return <span aria-hidden="true" data-skeleton className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')} style={style} />;
}
