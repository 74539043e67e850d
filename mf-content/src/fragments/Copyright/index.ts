import { createFragment } from '@bottega/fragment-kit';
import { Copyright } from './Copyright';

export default createFragment({ team: 'cnt', component: Copyright });
