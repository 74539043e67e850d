import { fragment } from '../../app/fragment';
import { TopBar } from './TopBar';

export default fragment(TopBar);
