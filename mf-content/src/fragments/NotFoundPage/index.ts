import { createFragment } from '@bottega/fragment-kit';
import { NotFoundPage } from './NotFoundPage';

export default createFragment({ team: 'cnt', component: NotFoundPage });
