import { createFragment } from '@bottega/fragment-kit';
import { MiniCartButton } from './MiniCartButton';

export default createFragment({ team: 'cart', component: MiniCartButton });
