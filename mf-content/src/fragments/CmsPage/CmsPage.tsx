import type { FragmentProps } from '@bottega/browser-contract';
import { pageLookup } from '../../features/cms/cms.rules';
import { CmsPageView } from '../../features/cms/components/CmsPageView';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';

/** The CMS page the address names, else the not-found page. */
export function CmsPage(props: FragmentProps) {
  const lookup = pageLookup(props.params, props.query);
  if (!lookup) return <NotFoundPage {...props} />;
  return <CmsPageView {...props} lookup={lookup} />;
}
