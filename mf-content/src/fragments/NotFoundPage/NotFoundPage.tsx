import type { FragmentProps } from '@bottega/browser-contract';
import { Button } from '@bottega/ui';
import { followLink } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';
import styles from './NotFoundPage.module.css';

/** docs/product-rules.md §2's not-found page; the catch-all and CMS pages show it too when nothing matches. */
export function NotFoundPage({ basePath, navigate }: Pick<FragmentProps, 'basePath' | 'navigate'>) {
  const text = messages.notFound;
  return (
    <section className={styles.page} aria-labelledby="cnt-not-found-title">
      <h1 id="cnt-not-found-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.text}>{text.text}</p>
      <div className={styles.hints}>
        <p>{text.hintsIntro}</p>
        <ul>
          <li>{text.hintSpelling}</li>
          <li>{text.hintOutdated}</li>
        </ul>
      </div>
      <div className={styles.actions}>
        <Button href={basePath} onClick={followLink(navigate)} size="lg">
          {text.home}
        </Button>
        <Button href={`${basePath}/contact-us`} onClick={followLink(navigate)} variant="secondary" size="lg">
          {text.contact}
        </Button>
      </div>
    </section>
  );
}
