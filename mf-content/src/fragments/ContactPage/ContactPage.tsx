import type { FragmentProps } from '@bottega/browser-contract';
import { Skeleton } from '@bottega/ui';
import { config } from '../../app/config';
import { PageTitle } from '../../components/PageTitle';
import { messages } from '../../messages/it';
import { CmsHtml } from '../../features/cms/components/CmsHtml';
import { usePage } from '../../features/cms/usePage';
import { ContactForm } from '../../features/contact/components/ContactForm';
import { contactInfoPage } from '../../features/contact/contact.rules';
import styles from './ContactPage.module.css';

/** `/it/contact-us`: the CMS's contact page beside the form; the configured address if the CMS is away. */
export function ContactPage({ basePath, navigate }: FragmentProps) {
  const { page, isPending } = usePage(contactInfoPage);
  const text = messages.contact;
  return (
    <div className={styles.page}>
      <PageTitle className={styles.header} title={text.title} lead={text.intro} />
      <div className={styles.layout}>
        <section className={styles.info} aria-labelledby="cnt-contact-info">
          <h2 id="cnt-contact-info" className={styles.infoTitle}>
            {page?.title ?? text.otherWays}
          </h2>
          {isPending ? (
            <div className={styles.skeleton}>
              <Skeleton height="1rem" />
              <Skeleton height="1rem" width="80%" />
              <Skeleton height="1rem" width="60%" />
            </div>
          ) : page ? (
            <CmsHtml html={page.content} basePath={basePath} navigate={navigate} />
          ) : (
            <ul className={styles.ways}>
              <li>
                {text.writeUs} <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
              </li>
              <li>
                {text.callUs} <a href={`tel:${config.supportPhone.replace(/\s/g, '')}`}>{config.supportPhone}</a>, {text.hours}
              </li>
            </ul>
          )}
        </section>
        <section className={styles.formCard} aria-label={text.title}>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
