import { fragment } from '../../app/fragment';
import { SearchBox } from './SearchBox';

export default fragment(SearchBox);
