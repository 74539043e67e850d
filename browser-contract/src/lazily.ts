/**
 * A value built the first time it is asked for, then kept: zod builds a schema's whole graph where it is
 * declared, about a third of the shell's first start task if all were built at load (docs/benchmarks.md).
 */
export function lazily<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
