import { createFragment } from '@bottega/fragment-kit';
import { HomePage } from './HomePage';

export default createFragment({ team: 'cnt', component: HomePage });
