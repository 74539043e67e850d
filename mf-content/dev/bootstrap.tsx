import '@bottega/ui/tokens.css';
import { mountHarness } from '@bottega/test-kit/harness';
import expose from '../src/expose';

mountHarness(expose);
