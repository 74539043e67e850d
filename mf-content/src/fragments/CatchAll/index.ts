import { createFragment } from '@bottega/fragment-kit';
import { pageQuery } from '../../features/cms/cms.api';
import { routeQuery } from '../../features/routing/routing.api';
import { catchAllUrl, targetFor } from '../../features/routing/routing.rules';
import { CatchAll } from './CatchAll';

/** The resolver's answer, and the CMS page it names, rendered in full. A product or category is the
 * catalog's, placed through a nested slot that a server render leaves empty for the browser to fill. */
export default createFragment({
  team: 'cnt',
  component: CatchAll,
  prefetch: async ({ basePath, params }, client) => {
    const target = targetFor(await client.fetchQuery(routeQuery(catchAllUrl(basePath, params.path))), basePath);
    if (target.kind === 'cms') await client.prefetchQuery(pageQuery({ identifier: target.identifier }));
  },
});
