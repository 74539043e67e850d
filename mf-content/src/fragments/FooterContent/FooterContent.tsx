import type { FragmentProps } from '@bottega/browser-contract';
import { Image } from '@bottega/ui';
import { messages } from '../../messages/it';
import { layoutBlockIds } from '../../features/blocks/blocks.rules';
import { BlockLink } from '../../features/blocks/components/BlockLink';
import { useLayoutBlocks } from '../../features/blocks/useLayoutBlocks';
import { CmsHtml } from '../../features/cms/components/CmsHtml';
import { NewsletterFooterForm } from '../NewsletterFooterForm/NewsletterFooterForm';
import styles from './FooterContent.module.css';

/** The footer columns of docs/product-rules.md §2 from the five footer blocks. The shell renders the account
 * column beside these; a block that did not load leaves only its own column out. */
export function FooterContent(props: FragmentProps) {
  const { locale, basePath, navigate } = props;
  const { blocks } = useLayoutBlocks(locale);
  const ids = layoutBlockIds(locale);
  const get = (id: string) => blocks?.get(id);
  const brand = get(ids.footer);
  const address = get(ids.address);
  const links = get(ids.links);
  const newsletter = get(ids.newsletter);
  const payments = get(ids.payments);
  const social = get(ids.social);
  const linkProps = { navigate, basePath, className: styles.link };

  return (
    <div className={styles.footer}>
      <div className={styles.columns}>
        {(brand || address) && (
          <section className={styles.column} aria-labelledby="cnt-footer-address">
            <h2 id="cnt-footer-address" className={styles.heading}>
              {address?.title ?? brand?.title}
            </h2>
            {brand && <CmsHtml html={brand.content} basePath={basePath} navigate={navigate} variant="compact" className={styles.text} />}
            {address && <CmsHtml html={address.content} basePath={basePath} navigate={navigate} variant="compact" className={styles.text} />}
          </section>
        )}
        {links && links.links.length > 0 && (
          <nav className={styles.column} aria-labelledby="cnt-footer-links">
            <h2 id="cnt-footer-links" className={styles.heading}>
              {links.title}
            </h2>
            <ul className={styles.list}>
              {links.links.map((link) => (
                <li key={link.url}>
                  <BlockLink url={link.url} target={link.target} {...linkProps}>
                    {link.label}
                  </BlockLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section className={`${styles.column} ${styles.newsletter}`} aria-labelledby="cnt-footer-newsletter">
          <h2 id="cnt-footer-newsletter" className={styles.heading}>
            {newsletter?.title ?? messages.footer.newsletterTitle}
          </h2>
          {newsletter?.text && <p className={styles.text}>{newsletter.text}</p>}
          <NewsletterFooterForm {...props} />
        </section>
      </div>
      {(payments?.image || social) && (
        <div className={styles.strip}>
          {payments?.image && (
            <section aria-labelledby="cnt-footer-payments" className={styles.payments}>
              <h2 id="cnt-footer-payments" className={styles.heading}>
                {payments.title}
              </h2>
              {/* Product rule §9: the payments image is 300 wide. */}
              <Image
                src={payments.image.url}
                alt={payments.image.alt}
                width={300}
                height={Math.round((payments.image.height * 300) / payments.image.width)}
                fit="contain"
                className={styles.paymentsImage}
              />
            </section>
          )}
          {social && (
            <section aria-labelledby="cnt-footer-social" className={styles.social}>
              <h2 id="cnt-footer-social" className={styles.heading}>
                {social.title}
              </h2>
              <ul className={styles.icons}>
                {social.social.map((entry) => (
                  <li key={entry.url}>
                    <a href={entry.url} target="_blank" rel="noopener noreferrer" className={styles.icon}>
                      <Image src={entry.image} alt={`${entry.alt} ${messages.footer.newTab}`} width={entry.width} height={entry.height} fit="contain" />
                    </a>
                  </li>
                ))}
              </ul>
              {social.links.map((link) => (
                <BlockLink key={link.url} url={link.url} target={link.target} {...linkProps}>
                  {link.label}
                </BlockLink>
              ))}
            </section>
          )}
        </div>
      )}
    </div>
  );
}
