import { createFragment } from '@bottega/fragment-kit';
import { ProductRail } from './ProductRail';

export default createFragment({ team: 'cat', component: ProductRail });
