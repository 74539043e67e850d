import { fragment } from '../../app/fragment';
import { CheckoutErrorPage } from './CheckoutErrorPage';

export default fragment(CheckoutErrorPage);
