export { ErrorLayout } from './ErrorLayout';
export type { ErrorLayoutProps } from './ErrorLayout';
export { RouteErrorPage } from './RouteErrorPage';
export { RouteError, describeError, notFoundError, unknownMiddlewareError } from './errorLayout.rules';
export type { ErrorView } from './errorLayout.rules';
