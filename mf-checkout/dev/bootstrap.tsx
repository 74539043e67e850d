// The shell imports the design tokens once for the page; the harness stands in for it.
import '@bottega/ui/tokens.css';
import { mountHarness } from '@bottega/test-kit/harness';
import expose from '../src/expose';

mountHarness(expose);
