import { fragment } from '../../app/fragment';
import { CheckoutPage } from './CheckoutPage';

export default fragment(CheckoutPage);
