import { createFragment } from '@bottega/fragment-kit';
import { AccountButton } from './AccountButton';

export default createFragment({ team: 'acc', component: AccountButton, cache: 'static' });
