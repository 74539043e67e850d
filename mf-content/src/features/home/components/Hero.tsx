import { Button, Image } from '@bottega/ui';
import { followLink } from '@bottega/fragment-kit';
import { messages } from '../../../messages/it';
import type { CmsBlock } from '../../blocks/blocks.rules';
import { localised } from '../../routing/routing.rules';
import styles from './Hero.module.css';

interface Props {
  block: CmsBlock | undefined;
  basePath: string;
  navigate: (to: string) => void;
}

/** The home hero from the `home-hero-<locale>` block (title, text, image, links); the team's
 * own copy and a drawn composition stand in until the CMS has one. */
export function Hero({ block, basePath, navigate }: Props) {
  const text = messages.home;
  const links = block?.links.length
    ? block.links.map((link) => ({ label: link.label, href: localised(link.url, basePath) }))
    : [
        { label: text.heroCta, href: `${basePath}/c/donna` },
        { label: text.heroSecondary, href: `${basePath}/c/maglieria` },
      ];
  return (
    <section className={styles.hero} aria-labelledby="cnt-hero-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{text.heroEyebrow}</p>
        <h1 id="cnt-hero-title" className={styles.title}>
          {block?.title ?? text.heroTitle}
        </h1>
        <p className={styles.text}>{block?.text ?? text.heroText}</p>
        <div className={styles.actions}>
          {links.map((link, index) => (
            <Button key={link.href} href={link.href} onClick={followLink(navigate)} variant={index === 0 ? 'primary' : 'secondary'} size="lg">
              {link.label}
            </Button>
          ))}
        </div>
      </div>
      <div className={styles.visual}>
        {block?.image ? (
          <Image src={block.image.url} alt={block.image.alt} width={block.image.width} height={block.image.height} priority className={styles.image} />
        ) : (
          // Folded knitwear drawn in CSS: no image to download, nothing to shift.
          <div className={styles.art} aria-hidden="true">
            <span className={styles.sun} />
            <span className={`${styles.fold} ${styles.foldCharcoal}`} />
            <span className={`${styles.fold} ${styles.foldCamel}`} />
            <span className={`${styles.fold} ${styles.foldTerracotta}`} />
            <span className={`${styles.fold} ${styles.foldCream}`} />
            <span className={styles.tag}>{text.heroTag}</span>
          </div>
        )}
      </div>
    </section>
  );
}
