import { fragment } from '../../app/fragment';
import { CategoryNav } from './CategoryNav';

export default fragment(CategoryNav);
