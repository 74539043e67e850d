/** The address typed in the footer box, handed to the modal this remote opens next. Module state on purpose: both
 * fragments come from this remote's one container, and the bus event carries no personal data. */
let draftEmail = '';

export const newsletterDraft = {
  set(email: string) {
    draftEmail = email.trim();
  },
  /** Reads once: a later open of the modal starts empty. */
  take() {
    const email = draftEmail;
    draftEmail = '';
    return email;
  },
};
