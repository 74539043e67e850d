import { createFragment } from '@bottega/fragment-kit';
import { NewsletterFooterForm } from './NewsletterFooterForm';

export default createFragment({ team: 'cnt', component: NewsletterFooterForm });
