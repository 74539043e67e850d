export { ErrorLayout } from './ErrorLayout';
export type { ErrorLayoutProps } from './ErrorLayout';
export { NotFoundPage, RouteErrorBoundary } from './RouteErrorBoundary';
export { RouteError, describeError, notFoundError, unknownMiddlewareError } from './errorLayout.rules';
export type { ErrorView } from './errorLayout.rules';
