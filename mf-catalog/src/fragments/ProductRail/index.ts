import { fragment } from '../../app/fragment';
import { ProductRail } from './ProductRail';

export default fragment(ProductRail);
