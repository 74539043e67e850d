import { createFragment } from '@bottega/fragment-kit';
import { MyAccountPage } from './MyAccountPage';

export default createFragment({ team: 'acc', component: MyAccountPage });
