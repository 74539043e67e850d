/**
 * Fills a control the way a paste does: one input event, so long forms stay fast to test. The text
 * goes where the cursor is, as a paste's does: clear a field first to replace what it holds.
 */
export async function fill(user: { click(element: Element): Promise<void>; paste(text: string): Promise<void> }, control: HTMLElement, text: string) {
  await user.click(control);
  await user.paste(text);
}
