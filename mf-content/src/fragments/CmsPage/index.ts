import { createFragment } from '@bottega/fragment-kit';
import { CmsPage } from './CmsPage';

export default createFragment({ team: 'cnt', component: CmsPage });
