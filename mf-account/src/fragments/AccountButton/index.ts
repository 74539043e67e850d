import { fragment } from '../../app/fragment';
import { AccountButton } from './AccountButton';

export default fragment(AccountButton);
