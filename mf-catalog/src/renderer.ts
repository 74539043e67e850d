// The team's server renderer: its fragments rendered to HTML for the edge, and its pages' status and
// head, deployed beside the browser build.
import { serveRenderer } from '@bottega/fragment-kit/server';
import expose from './expose';
import { pages } from './pages';

serveRenderer(expose, { pages });
