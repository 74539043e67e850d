import { fragment } from '../../app/fragment';
import { Copyright } from './Copyright';

export default fragment(Copyright);
