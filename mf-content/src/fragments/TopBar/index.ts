import { createFragment } from '@bottega/fragment-kit';
import { TopBar } from './TopBar';

export default createFragment({ team: 'cnt', component: TopBar });
