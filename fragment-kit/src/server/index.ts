// The server half of the fragment kit: each team's renderer (docs/adr/0011-server-rendered-composition.md).
export { renderFragment } from './renderFragment';
export { requestContextFor, runInRequest } from './requestScope';
export { createRendererServer, serveRenderer } from './serveRenderer';
export type { RendererOptions } from './serveRenderer';
export { renderRequestSchema, renderAnswerSchema, MAX_ANSWER_BYTES } from './protocol';
export type { FragmentAssets, RenderRequest, RenderAnswer } from './protocol';
