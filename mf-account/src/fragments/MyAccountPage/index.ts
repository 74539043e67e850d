import { fragment } from '../../app/fragment';
import { MyAccountPage } from './MyAccountPage';

export default fragment(MyAccountPage);
