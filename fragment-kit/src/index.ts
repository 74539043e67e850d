// What every remote uses to be a team's part of the page (docs/adr/0011-server-rendered-composition.md).
export { createFragment, fragmentElement } from './createFragment';
export type { Fragment, FragmentOptions } from './createFragment';
export { FragmentError } from './FragmentError';
export { api, captcha } from './api';
export { readCookie, isLoggedIn } from './cookies';
export { perRequest, sameForEveryShopper } from './requestContext';
export type { DataVersion } from './requestContext';
export { useLoggedIn } from './session';
export { RENDERED_FOR_ATTRIBUTE, renderedFor } from './renderedFor';
export { createQueryClient, teamQueryClient } from './queryClient';
export { followLink, isPlainClick, onPlainClick } from './links';
export { formAction, formStatusOf, pageWithStatus, FORM_STATUS_PARAM } from './postedForms';
export type { FormStatus } from './postedForms';
export { Slot } from './Slot';
export { useShouldHydrate, useNearScreen } from './nearScreen';
export type { HydrateWhen } from './nearScreen';
export { replayEarlyClicks } from './earlyClicks';
export type { SlotProps } from './Slot';
