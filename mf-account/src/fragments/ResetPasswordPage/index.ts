import { fragment } from '../../app/fragment';
import { ResetPasswordPage } from './ResetPasswordPage';

export default fragment(ResetPasswordPage);
