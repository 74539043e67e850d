import path from 'node:path';
import * as z from 'zod';
import { fragmentsFileSchema, type FragmentAssets } from '@bottega/fragment-kit/protocol';

/** The parts of `mf-manifest.json` a deploy relies on (the name, every file the runtime may fetch); other fields pass, so a newer plugin is not refused. */

/** A file inside the version folder: no scheme, no leading slash, no `..`, no query. */
const relativeFile = z
  .string()
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._/@+-]{0,255}$/, 'not a file inside the version folder')
  .refine((file) => !file.split('/').includes('..'), 'not a file inside the version folder');

const fileList = z.array(relativeFile);
const assetsSchema = z.object({
  js: z.object({ sync: fileList, async: fileList }),
  css: z.object({ sync: fileList, async: fileList }),
});

export const manifestSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  metaData: z
    .object({
      remoteEntry: z.object({
        name: relativeFile,
        // A folder inside the version's ('' for its root), as the plugin writes it.
        path: z.union([z.literal(''), relativeFile]),
      }),
      publicPath: z.string().optional(),
      getPublicPath: z.string().optional(),
    })
    .refine((metaData) => metaData.publicPath !== undefined || metaData.getPublicPath !== undefined, 'metaData has neither publicPath nor getPublicPath'),
  exposes: z.array(z.object({ name: z.string(), assets: assetsSchema })),
  shared: z.array(z.object({ name: z.string(), assets: assetsSchema })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The schema's issues in one line, each with where it is: what an operator reads in a refusal. */
export function issuesOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** `fragments.json` parsed with the renderer's own schema (fragment-kit's protocol). */
export function parseFragments(json: unknown): { fragments: FragmentAssets; error?: undefined } | { fragments?: undefined; error: string } {
  const parsed = fragmentsFileSchema.safeParse(json);
  return parsed.success ? { fragments: parsed.data } : { error: issuesOf(parsed.error) };
}

/** Every file a page may ask for, relative to the version folder: manifest, remote entry, every module's assets, and fragments.json's files. */
export function filesOf(manifest: Manifest, fragments?: FragmentAssets): string[] {
  const { remoteEntry } = manifest.metaData;
  const files = new Set(['mf-manifest.json', path.posix.join(remoteEntry.path, remoteEntry.name)]);
  for (const { assets } of [...manifest.exposes, ...manifest.shared]) {
    for (const file of [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async]) files.add(file);
  }
  if (fragments) {
    files.add('fragments.json');
    for (const { css, js } of Object.values(fragments)) for (const file of [...css, ...js]) files.add(file);
  }
  return [...files].sort();
}
