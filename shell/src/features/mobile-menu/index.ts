export { MobileMenuPanel } from './MobileMenuPanel';
export type { MobileMenuPanelProps } from './MobileMenuPanel';
export { useMobileMenu } from './useMobileMenu';
export type { MobileMenu } from './useMobileMenu';
