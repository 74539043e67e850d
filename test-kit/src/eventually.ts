/**
 * Waits until `check` holds, asking again every 20 ms, for at most `timeoutMs`: for what a test
 * cannot await (a log line written after the answer, a process that ends by itself).
 */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
