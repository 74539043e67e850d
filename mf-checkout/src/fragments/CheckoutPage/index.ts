import { createFragment } from '@bottega/fragment-kit';
import { CheckoutPage } from './CheckoutPage';

export default createFragment({ team: 'chk', component: CheckoutPage });
