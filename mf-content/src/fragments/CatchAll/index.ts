import { fragment } from '../../app/fragment';
import { CatchAll } from './CatchAll';

export default fragment(CatchAll);
