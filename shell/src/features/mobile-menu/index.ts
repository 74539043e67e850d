export { MobileMenuPanel, MOBILE_MENU_ID } from './MobileMenuPanel';
export type { MobileMenuPanelProps } from './MobileMenuPanel';
export { useMobileMenu } from './useMobileMenu';
