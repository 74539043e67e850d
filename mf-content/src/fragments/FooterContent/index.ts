import { createFragment } from '@bottega/fragment-kit';
import { prefetchLayoutBlocks } from '../../features/blocks/blocks.api';
import { FooterContent } from './FooterContent';

export default createFragment({ team: 'cnt', component: FooterContent, cache: 'content', prefetch: prefetchLayoutBlocks });
