// The team's server renderer: its fragments rendered to HTML for the edge, its pages' status and head,
// and its forms answered, deployed beside the browser build.
import { serveRenderer } from '@bottega/fragment-kit/server';
import expose from './expose';
import { forms } from './forms';
import { pages } from './pages';

serveRenderer(expose, { forms, pages });
