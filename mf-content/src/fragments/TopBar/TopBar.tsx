import type { FragmentProps } from '@bottega/browser-contract';
import { messages } from '../../messages/it';
import { layoutBlockIds } from '../../features/blocks/blocks.rules';
import { CmsHtml } from '../../features/cms/components/CmsHtml';
import { useLayoutBlocks } from '../../features/blocks/useLayoutBlocks';
import styles from './TopBar.module.css';

/** The customer-service bar (docs/product-rules.md §1): the pre-header block (support e-mail and phone) and the
 * shipping message block. With the API down it renders nothing: the header stays as it is. */
export function TopBar({ locale, basePath, navigate }: FragmentProps) {
  const { blocks } = useLayoutBlocks(locale);
  const ids = layoutBlockIds(locale);
  const contacts = blocks?.get(ids.preHeader);
  const shipping = blocks?.get(ids.headerText);
  if (!contacts && !shipping) return null;
  return (
    <aside className={styles.bar} aria-label={messages.topBar.label}>
      <div className={styles.inner}>
        {contacts && <CmsHtml html={contacts.content} basePath={basePath} navigate={navigate} variant="compact" className={styles.contacts} />}
        {shipping && <CmsHtml html={shipping.content} basePath={basePath} navigate={navigate} variant="compact" className={styles.block} />}
      </div>
    </aside>
  );
}
