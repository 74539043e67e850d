import { fragment } from '../../app/fragment';
import { MobileMenu } from './MobileMenu';

export default fragment(MobileMenu);
