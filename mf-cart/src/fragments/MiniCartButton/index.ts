import { fragment } from '../../app/fragment';
import { MiniCartButton } from './MiniCartButton';

export default fragment(MiniCartButton);
