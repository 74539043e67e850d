import { createFragment } from '@bottega/fragment-kit';
import { ResetPasswordPage } from './ResetPasswordPage';

export default createFragment({ team: 'acc', component: ResetPasswordPage });
