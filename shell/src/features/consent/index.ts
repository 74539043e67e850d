export { ConsentDialog } from './ConsentDialog';
export type { ConsentDialogProps } from './ConsentDialog';
export { ConsentPreferencesLink } from './ConsentPreferencesLink';
export { openConsent, hasStatisticsConsent, readConsent, subscribeConsent } from './consent';
export { CONSENT_COOKIE } from './consent.rules';
export type { Consent } from './consent.rules';
