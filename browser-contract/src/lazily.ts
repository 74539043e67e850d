/**
 * A value built the first time it is asked for, then kept. The contract's zod schemas are declared
 * this way: zod builds a schema's whole object graph where it is declared, and every schema a module
 * declares would otherwise be built as the page starts, whether or not that page ever checks it
 * (about a third of the shell's first start task; docs/benchmarks.md).
 */
export function lazily<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
