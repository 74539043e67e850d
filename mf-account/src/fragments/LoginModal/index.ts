import { fragment } from '../../app/fragment';
import { LoginModal } from './LoginModal';

export default fragment(LoginModal);
