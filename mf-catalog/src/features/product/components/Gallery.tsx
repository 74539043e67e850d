import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Image } from '@bottega/ui';
import { messages } from '../../../messages/it';
import styles from './Gallery.module.css';

interface GalleryProps {
  images: { url: string; label: string }[];
  name: string;
}

/** The address of the gallery's image `index` (one gallery on a product page). */
const imageId = (index: number) => `immagine-${index + 1}`;

/** The image the strip shows, one image wide. */
const shownIn = (strip: HTMLElement, count: number) => (strip.clientWidth > 0 ? Math.min(count - 1, Math.round(strip.scrollLeft / strip.clientWidth)) : 0);

/** Main images 1080x1340 in a strip that snaps one at a time, and thumbnails of 160 (docs/product-rules.md §9). */
export function Gallery({ images, name }: GalleryProps) {
  const [current, setCurrent] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  const show = (index: number) => (event: MouseEvent) => {
    // With the code here, the strip scrolls without moving the page or the address.
    event.preventDefault();
    if (strip.current) strip.current.scrollLeft = index * strip.current.clientWidth;
    setCurrent(index);
  };
  const followScroll = () => {
    if (strip.current) setCurrent(shownIn(strip.current, images.length));
  };
  // A thumbnail followed before the code came has scrolled the strip already.
  useEffect(() => {
    if (strip.current) setCurrent(shownIn(strip.current, images.length));
  }, [images.length]);
  return (
    <section aria-label={messages.product.gallery} className={images.length > 1 ? `${styles.gallery} ${styles.withThumbs}` : styles.gallery}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling strip must take the focus, so a keyboard scrolls it as a finger swipes it (axe scrollable-region-focusable) */}
      <ul className={styles.main} ref={strip} onScroll={followScroll} tabIndex={0}>
        {images.map((image, index) => (
          <li key={`${image.url}-${index}`} id={imageId(index)} className={styles.slide}>
            <Image src={image.url} alt={image.label || name} width={1080} height={1340} priority={index === 0} className={styles.mainImage} />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              {/* A link to its image works before the page's code (docs/architecture.md §2.9). */}
              <a
                href={`#${imageId(index)}`}
                className={styles.thumb}
                aria-current={index === current ? 'true' : undefined}
                aria-label={messages.product.showImage(index + 1, images.length)}
                onClick={show(index)}
              >
                <Image src={image.url} alt="" width={160} height={199} className={styles.thumbImage} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
