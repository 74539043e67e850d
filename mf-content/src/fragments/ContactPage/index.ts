import { fragment } from '../../app/fragment';
import { ContactPage } from './ContactPage';

export default fragment(ContactPage);
