import * as z from 'zod';

/**
 * What the edge asks a team's renderer and what it answers (docs/adr/0011). Both sides parse with
 * these schemas: the renderer refuses a request that does not fit, the edge an answer.
 */

/** The plain part of a fragment's props: what can travel between processes. */
export const renderRequestSchema = z.object({
  fragment: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/),
  props: z.object({
    locale: z.literal('it'),
    market: z.string().min(1).max(16),
    basePath: z.string().startsWith('/').max(64),
    params: z.record(z.string().max(64), z.string().max(2048)),
    query: z.string().max(4096),
  }),
  /** The prefix of every `useId` in the fragment, unique on the page; the browser hydrates with the same. */
  idPrefix: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export type RenderRequest = z.infer<typeof renderRequestSchema>;

/** Files the fragment needs in the browser, relative to its version's folder (chunks/…). */
const assetPath = z
  .string()
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._/-]{0,255}$/)
  .refine((path) => !path.split('/').includes('..'), 'percorso non valido');

export const renderAnswerSchema = z.object({
  /** One element: the team's root, `<div data-team="…">`. */
  html: z.string().regex(/^<div data-team="[a-z]{2,8}"/),
  /** The react-query cache the HTML was drawn from (dehydrated). */
  state: z.unknown(),
  assets: z.object({ css: z.array(assetPath).max(32), js: z.array(assetPath).max(64) }),
});
export type RenderAnswer = z.infer<typeof renderAnswerSchema>;

/** Past this size an answer is not a fragment: the edge stops reading and sends the slot empty. */
export const MAX_ANSWER_BYTES = 1024 * 1024;
