import * as z from 'zod';

/** The most nested slots one fragment may name (a listing's page of 56 cards, a heart and a button each, is 112). */
export const MAX_NESTED = 128;

/** What the edge asks a team's renderer and what it answers (docs/adr/0011); both sides parse with these schemas. */

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

/** The marker a nested slot leaves in its box on the server (the kit's Slot), for the edge to replace. */
export const NESTED_PENDING = /<template data-nested-pending="([A-Za-z0-9_-]{1,128})"><\/template>/g;

/** A fragment rendered inside the answer's (a listing's hearts): its marker's id, its team, what to ask it. */
export const nestedAnswerSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  remote: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  request: renderRequestSchema,
});
export type NestedAnswer = z.infer<typeof nestedAnswerSchema>;

/** The browser files a fragment needs, relative to its version's folder. */
export const fragmentAssetsSchema = z.object({ css: z.array(assetPath).max(32), js: z.array(assetPath).max(64) });

/** `fragments.json`, written by each browser build beside its manifest: every fragment's files. */
export const fragmentsFileSchema = z.record(z.string(), fragmentAssetsSchema);
export type FragmentAssets = z.infer<typeof fragmentsFileSchema>;

/** Past this size a fragments.json is not one (a team's is 0.5–3 KB). */
export const MAX_FRAGMENTS_FILE_BYTES = 64 * 1024;

export const renderAnswerSchema = z.object({
  /** One element: the team's root, `<div data-team="…">`. */
  html: z.string().regex(/^<div data-team="[a-z]{2,8}"/),
  /** The react-query cache the HTML was rendered from (dehydrated). */
  state: z.unknown(),
  assets: fragmentAssetsSchema,
  /** The nested slots in the HTML, each a `<template data-nested-pending="id">`; a renderer without them sends none. */
  nested: z.array(nestedAnswerSchema).max(MAX_NESTED).optional(),
});
export type RenderAnswer = z.infer<typeof renderAnswerSchema>;

/** A page's nested slots of one team in one request (`POST /render-many`); an answer is null when it failed. */
export const renderManyRequestSchema = z.object({ requests: z.array(renderRequestSchema).min(1).max(MAX_NESTED) });
export const renderManyAnswerSchema = z.object({ answers: z.array(renderAnswerSchema.nullable()).max(MAX_NESTED) });
export type RenderManyAnswer = z.infer<typeof renderManyAnswerSchema>;

/** Past this size an answer is not a fragment: the edge stops reading and sends the slot empty. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** The edge's shared secret, `Bearer <RENDER_TOKEN>`: a renderer renders with any cookies and calls the API from
 * inside, so an open one bypasses the API's per-shopper limits (docs/security.md). */
export const renderAuthorization = (token: string) => `Bearer ${token}`;

/** RENDER_TOKEN or RENDER_TOKEN_PREVIOUS: long enough not to be guessed and sendable in a header as it is, null when
 * unset; a value that breaks the rule stops the process at start. */
export function readRenderToken(name: 'RENDER_TOKEN' | 'RENDER_TOKEN_PREVIOUS', raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^[A-Za-z0-9._~+/=-]{32,}$/.test(raw)) throw new Error(`${name} must be at least 32 letters, digits or -._~+/= (e.g. \`openssl rand -base64 32\`)`);
  return raw;
}
