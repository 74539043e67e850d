import { contentOpenNewsletter, type Bus } from '@bottega/browser-contract';
import { Button, Icon } from '@bottega/ui';
import { followLink, onPlainClick } from '@bottega/fragment-kit';
import { messages } from '../../../messages/it';
import type { CmsBlock } from '../../blocks/blocks.rules';
import { NEWSLETTER_PAGE } from '../../newsletter/newsletter.page';
import { CmsHtml } from '../../cms/components/CmsHtml';
import styles from './HomeSections.module.css';

const valueIcons = ['truck', 'check', 'bag'] as const;

/** docs/product-rules.md §9's promises, said once near the top. */
export function Values() {
  return (
    <ul className={styles.values}>
      {messages.home.values.map((value, index) => (
        <li key={value.title} className={styles.value}>
          <Icon name={valueIcons[index]} size={24} />
          <span>
            <strong className={styles.valueTitle}>{value.title}</strong>
            <span className={styles.valueText}>{value.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

interface StoryProps {
  block: CmsBlock | undefined;
  basePath: string;
  navigate: (to: string) => void;
}

/** The brand story from the `cmsBlockFooter` block; without it the section is left out. */
export function Story({ block, basePath, navigate }: StoryProps) {
  if (!block) return null;
  return (
    <section className={styles.story} aria-labelledby="cnt-story-title">
      <div className={styles.storyArt} aria-hidden="true">
        <span className={styles.spool} />
        <span className={styles.thread} />
      </div>
      <div className={styles.storyCopy}>
        <h2 id="cnt-story-title" className={styles.storyTitle}>
          {messages.home.storyTitle}
        </h2>
        <CmsHtml html={block.content} basePath={basePath} navigate={navigate} className={styles.storyText} />
        <a href={`${basePath}/chi-siamo`} onClick={followLink(navigate)} className={styles.storyLink}>
          {messages.home.storyCta}
        </a>
      </div>
    </section>
  );
}

/** The newsletter call to action: the modal belongs to this team, the shell opens it on the event. A link to
 * the newsletter page, which works before any script (docs/adr/0038-shopper-actions-as-html-forms.md). */
export function NewsletterCta({ block, bus, basePath }: { block: CmsBlock | undefined; bus: Bus; basePath: string }) {
  return (
    <section className={styles.newsletter} aria-labelledby="cnt-home-newsletter">
      <h2 id="cnt-home-newsletter" className={styles.newsletterTitle}>
        {messages.home.newsletterTitle}
      </h2>
      <p className={styles.newsletterText}>{block?.text ?? messages.home.newsletterText}</p>
      <Button
        size="lg"
        variant="secondary"
        className={styles.newsletterButton}
        href={`${basePath}${NEWSLETTER_PAGE}`}
        onClick={onPlainClick(() => bus.publish(contentOpenNewsletter()))}
      >
        {messages.home.newsletterCta}
      </Button>
    </section>
  );
}
