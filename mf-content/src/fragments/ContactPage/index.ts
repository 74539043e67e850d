import { createFragment } from '@bottega/fragment-kit';
import { pageQuery } from '../../features/cms/cms.api';
import { contactInfoPage } from '../../features/contact/contact.rules';
import { ContactPage } from './ContactPage';

export default createFragment({ team: 'cnt', component: ContactPage, cache: 'content', prefetch: (_props, client) => client.prefetchQuery(pageQuery(contactInfoPage)) });
