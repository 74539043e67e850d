import { createFragment } from '@bottega/fragment-kit';
import { FooterContent } from './FooterContent';

export default createFragment({ team: 'cnt', component: FooterContent });
