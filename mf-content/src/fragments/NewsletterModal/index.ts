import { fragment } from '../../app/fragment';
import { NewsletterModal } from './NewsletterModal';

export default fragment(NewsletterModal);
