import { createFragment } from '@bottega/fragment-kit';
import { CategoryPage } from './CategoryPage';

export default createFragment({ team: 'cat', component: CategoryPage });
