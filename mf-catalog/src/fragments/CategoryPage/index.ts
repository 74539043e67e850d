import { fragment } from '../../app/fragment';
import { CategoryPage } from './CategoryPage';

export default fragment(CategoryPage);
