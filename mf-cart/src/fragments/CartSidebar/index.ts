import { fragment } from '../../app/fragment';
import { CartSidebar } from './CartSidebar';

export default fragment(CartSidebar);
