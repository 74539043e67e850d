import { createFragment } from '@bottega/fragment-kit';
import { MobileMenu } from './MobileMenu';

export default createFragment({ team: 'cat', component: MobileMenu });
