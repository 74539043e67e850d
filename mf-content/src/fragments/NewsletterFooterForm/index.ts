import { fragment } from '../../app/fragment';
import { NewsletterFooterForm } from './NewsletterFooterForm';

export default fragment(NewsletterFooterForm);
