import { createFragment } from '@bottega/fragment-kit';
import { ProductPage } from './ProductPage';

export default createFragment({ team: 'cat', component: ProductPage });
