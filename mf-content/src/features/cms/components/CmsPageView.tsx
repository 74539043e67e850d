import type { FragmentProps } from '@bottega/browser-contract';
import { Skeleton } from '@bottega/ui';
import { PageTitle } from '../../../components/PageTitle';
import { messages } from '../../../messages/it';
import { NotFoundPage } from '../../../fragments/NotFoundPage/NotFoundPage';
import type { PageLookup } from '../cms.rules';
import { usePage } from '../usePage';
import { CmsHtml } from './CmsHtml';
import styles from './CmsPageView.module.css';

/** A CMS page: its title and sanitised HTML, or the not-found page when the CMS has no such page. */
export function CmsPageView({ lookup, ...props }: FragmentProps & { lookup: PageLookup }) {
  const { page, isPending, notFound, failed } = usePage(lookup);
  if (notFound) return <NotFoundPage {...props} />;
  if (failed) {
    return (
      <p className={styles.failed} role="alert">
        {messages.cms.failed}
      </p>
    );
  }
  return (
    <article className={styles.page} aria-busy={isPending || undefined}>
      {isPending || !page ? (
        <div className={styles.loading} aria-label={messages.cms.loading} role="status">
          <Skeleton width="50%" height="2.75rem" />
          <Skeleton height="1rem" />
          <Skeleton height="1rem" />
          <Skeleton width="80%" height="1rem" />
        </div>
      ) : (
        <>
          <PageTitle className={styles.header} title={page.title} lead={page.meta_description} />
          <CmsHtml html={page.content} basePath={props.basePath} navigate={props.navigate} />
        </>
      )}
    </article>
  );
}
