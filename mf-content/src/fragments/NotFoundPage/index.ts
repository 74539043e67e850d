import { fragment } from '../../app/fragment';
import { NotFoundPage } from './NotFoundPage';

export default fragment(NotFoundPage);
