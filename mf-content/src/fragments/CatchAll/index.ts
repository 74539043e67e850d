import { createFragment } from '@bottega/fragment-kit';
import { CatchAll } from './CatchAll';

export default createFragment({ team: 'cnt', component: CatchAll });
