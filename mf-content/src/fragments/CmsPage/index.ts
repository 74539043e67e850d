import { createFragment } from '@bottega/fragment-kit';
import { pageQuery } from '../../features/cms/cms.api';
import { pageLookup } from '../../features/cms/cms.rules';
import { CmsPage } from './CmsPage';

export default createFragment({
  team: 'cnt',
  component: CmsPage,
  cache: 'content',
  prefetch: async ({ params, query }, client) => {
    const lookup = pageLookup(params, query);
    if (lookup) await client.prefetchQuery(pageQuery(lookup));
  },
});
