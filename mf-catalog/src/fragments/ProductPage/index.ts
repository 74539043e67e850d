import { fragment } from '../../app/fragment';
import { ProductPage } from './ProductPage';

export default fragment(ProductPage);
