/**
 * The newsletter page, under the shop's base path (shell/src/routes/table.ts names the same path): a module of its
 * own, so the home page's call to action links to it without loading the form's rules and zod.
 */
export const NEWSLETTER_PAGE = '/newsletter';
