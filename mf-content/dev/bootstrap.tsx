import '@bottega/ui/tokens.css';
import { mountHarness } from '../../tooling/harness';
import expose from '../src/expose';

mountHarness(expose);
