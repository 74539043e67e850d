// An async boundary: shared modules (React, the bus) are resolved by the federation runtime first.
import('./bootstrap');
