import { createFragment } from '@bottega/fragment-kit';
import { SearchBox } from './SearchBox';

export default createFragment({ team: 'cat', component: SearchBox, cache: 'static' });
