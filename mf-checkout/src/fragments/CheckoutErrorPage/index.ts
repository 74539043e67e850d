import { createFragment } from '@bottega/fragment-kit';
import { CheckoutErrorPage } from './CheckoutErrorPage';

export default createFragment({ team: 'chk', component: CheckoutErrorPage });
