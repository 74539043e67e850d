// An async boundary: shared modules (react, browser-contract…) can only be used after the federation
// runtime has initialised its share scope.
void import('./bootstrap');
