import { createFragment } from '@bottega/fragment-kit';
import { ContactPage } from './ContactPage';

export default createFragment({ team: 'cnt', component: ContactPage });
