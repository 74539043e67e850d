export { checkSessionOnNavigation, hasCustomerSession, watchSession } from './session';
export type { SessionDeps } from './session';
export { useSessionCheck } from './useSessionCheck';
export type { SessionState } from './session.rules';
