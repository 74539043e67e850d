import { createFragment } from '@bottega/fragment-kit';
import { AuthPage } from './AuthPage';

export default createFragment({ team: 'acc', component: AuthPage });
