import * as z from 'zod/mini';

/** The registry the edge server inlines into index.html: which build of each remote the page loads. */
const isOrigin = (value: string) => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
};

export const registrySchema = z.object({
  remotes: z.record(z.string().check(z.regex(/^mf_[a-z]+$/)), z.object({ entry: z.url({ protocol: /^https?$/ }) })),
  /** Origins (scheme://host[:port]) an integration tester may point an override at. */
  overrideOrigins: z._default(z.array(z.string().check(z.refine(isOrigin, 'non è un’origine'))), []),
});
export type Registry = z.infer<typeof registrySchema>;

export type RegistryResult = { registry: Registry; error?: undefined } | { registry: Registry; error: string };

const emptyRegistry: Registry = { remotes: {}, overrideOrigins: [] };

/** A missing or malformed registry leaves the shop running with every slot on its fallback. */
export function readRegistry(raw: string | null | undefined): RegistryResult {
  if (!raw) return { registry: emptyRegistry, error: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { registry: emptyRegistry, error: 'not-json' };
  }
  const parsed = registrySchema.safeParse(json);
  if (!parsed.success) return { registry: emptyRegistry, error: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
  return { registry: parsed.data };
}
