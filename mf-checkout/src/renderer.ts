// The team's server renderer: its fragments rendered to HTML for the edge, deployed beside the browser build.
import { serveRenderer } from '@bottega/fragment-kit/server';
import expose from './expose';

serveRenderer(expose);
