import { fragment } from '../../app/fragment';
import { CmsPage } from './CmsPage';

export default fragment(CmsPage);
