import { createFragment } from '@bottega/fragment-kit';
import { prefetchLayoutBlocks } from '../../features/blocks/blocks.api';
import { TopBar } from './TopBar';

export default createFragment({ team: 'cnt', component: TopBar, cache: 'content', prefetch: prefetchLayoutBlocks });
