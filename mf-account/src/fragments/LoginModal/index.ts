import { createFragment } from '@bottega/fragment-kit';
import { LoginModal } from './LoginModal';

export default createFragment({ team: 'acc', component: LoginModal });
