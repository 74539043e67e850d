import { fragment } from '../../app/fragment';
import { HomePage } from './HomePage';

export default fragment(HomePage);
