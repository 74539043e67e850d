// An async boundary: shared modules (react, browser-contract…) can only be used after the federation
// runtime has initialised its share scope. The shell imports the design tokens for the page;
// bootstrap stands in for it.
import('./bootstrap');
