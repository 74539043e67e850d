import { createFragment } from '@bottega/fragment-kit';
import { prefetchLayoutBlocks } from '../../features/blocks/blocks.api';
import { Copyright } from './Copyright';

export default createFragment({ team: 'cnt', component: Copyright, cache: 'content', prefetch: prefetchLayoutBlocks });
