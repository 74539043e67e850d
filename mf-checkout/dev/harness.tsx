// An async boundary: shared modules (react, event-bus…) can only be used after the federation
// runtime has initialised its share scope.
void import('./bootstrap');
