/** Every query key of mf-content, so invalidations and prefetches name the same thing. */
export const queryKeys = {
  blocks: (identifiers: readonly string[]) => ['content', 'blocks', [...identifiers].sort()] as const,
  page: (lookup: { identifier: string } | { url: string }) => ['content', 'page', lookup] as const,
  route: (url: string) => ['content', 'route', url] as const,
};
