import type { FragmentProps } from '@bottega/browser-contract';
import { layoutBlockIds } from '../../features/blocks/blocks.rules';
import { useLayoutBlocks } from '../../features/blocks/useLayoutBlocks';
import { CmsHtml } from '../../features/cms/components/CmsHtml';
import styles from './Copyright.module.css';

/** The copyright block per locale; nothing when it did not load (the shell keeps the row). */
export function Copyright({ locale, basePath, navigate }: FragmentProps) {
  const { blocks } = useLayoutBlocks(locale);
  const block = blocks?.get(layoutBlockIds(locale).copyright);
  if (!block) return null;
  return <CmsHtml html={block.content} basePath={basePath} navigate={navigate} variant="compact" className={styles.copyright} />;
}
