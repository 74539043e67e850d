import { createFragment } from '@bottega/fragment-kit';
import { NewsletterModal } from './NewsletterModal';

export default createFragment({ team: 'cnt', component: NewsletterModal });
