import type { FragmentProps } from '@bottega/event-bus';
import { CmsPageView } from '../../features/cms/components/CmsPageView';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';

/** `/it/Page?id=about-us` or a resolved path: a page by identifier, else by url. */
export function CmsPage(props: FragmentProps) {
  const { params, query } = props;
  const identifier = params.identifier ?? params.id ?? new URLSearchParams(query).get('id') ?? undefined;
  const lookup = identifier ? { identifier } : params.url ? { url: params.url } : undefined;
  if (!lookup) return <NotFoundPage {...props} />;
  return <CmsPageView {...props} lookup={lookup} />;
}
