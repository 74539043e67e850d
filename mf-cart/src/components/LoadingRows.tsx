import { Skeleton } from '@bottega/ui';
import styles from './LoadingRows.module.css';

interface LoadingRowsProps {
  label: string;
  /** The list's own picture: its shape and width. */
  picture: { aspectRatio: string; width: string };
  /** How long the line under the name is. */
  detailWidth: string;
}

/** Two placeholder rows shaped like a list's items while it loads: the picture, the name and one more line. */
export function LoadingRows({ label, picture, detailWidth }: LoadingRowsProps) {
  return (
    <div className={styles.loading} aria-busy="true" aria-label={label}>
      {[0, 1].map((index) => (
        <div key={index} className={styles.row}>
          <Skeleton aspectRatio={picture.aspectRatio} width={picture.width} />
          <div className={styles.text}>
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width={detailWidth} />
          </div>
        </div>
      ))}
    </div>
  );
}
