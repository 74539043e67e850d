import { fragment } from '../../app/fragment';
import { FooterContent } from './FooterContent';

export default fragment(FooterContent);
