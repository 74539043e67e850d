import { createFragment } from '@bottega/fragment-kit';
import { CategoryNav } from './CategoryNav';

export default createFragment({ team: 'cat', component: CategoryNav });
