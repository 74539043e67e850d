// An async boundary: shared modules (react, browser-contract…) must be negotiated by the federation
// runtime before any of them is imported, or it fails with RUNTIME-006.
void import('./bootstrap');
