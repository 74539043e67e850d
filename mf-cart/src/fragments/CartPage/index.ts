import { fragment } from '../../app/fragment';
import { CartPage } from './CartPage';

export default fragment(CartPage);
