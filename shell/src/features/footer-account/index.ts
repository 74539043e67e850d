export { FooterAccount } from './FooterAccount';
export type { FooterAccountProps } from './FooterAccount';
