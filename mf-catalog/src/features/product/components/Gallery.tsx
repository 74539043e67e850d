import { useState } from 'react';
import { Image } from '@bottega/ui';
import { messages } from '../../../messages/it';
import styles from './Gallery.module.css';

interface GalleryProps {
  images: { url: string; label: string }[];
  name: string;
}

/** Main image 1080x1340 and thumbnails of 160 (docs/product-rules.md §9); the main image is the page's LCP. */
export function Gallery({ images, name }: GalleryProps) {
  const [current, setCurrent] = useState(0);
  const shown = images[Math.min(current, images.length - 1)];
  return (
    <section aria-label={messages.product.gallery} className={images.length > 1 ? `${styles.gallery} ${styles.withThumbs}` : styles.gallery}>
      <div className={styles.main}>
        <Image src={shown.url} alt={shown.label || name} width={1080} height={1340} priority className={styles.mainImage} />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === current}
                aria-label={messages.product.showImage(index + 1, images.length)}
                onClick={() => setCurrent(index)}
              >
                <Image src={image.url} alt="" width={160} height={199} className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
