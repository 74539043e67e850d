import { createFragment } from '@bottega/fragment-kit';
import { NewsletterPage } from './NewsletterPage';

export default createFragment({ team: 'cnt', component: NewsletterPage });
