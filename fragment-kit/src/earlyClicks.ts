/**
 * A server-drawn page shows its buttons before their team's code has arrived, and React does not
 * replay a click on a part that has not hydrated yet (react#22448). The page's head holds a small
 * catcher (the shell's src/index.html, `data-early-clicks`) that holds such clicks back in this queue; each slot
 * gives them back to its buttons once its fragment has mounted. Links need none of this: they work
 * as plain links until then.
 */
declare global {
  interface Window {
    __bottegaEarlyClicks?: Element[];
  }
}

/** Clicks the held-back buttons inside `slot`, in the order the shopper clicked them. */
export function replayEarlyClicks(slot: Element, queue: Element[] | undefined = window.__bottegaEarlyClicks) {
  if (!queue?.length) return;
  const mine = queue.filter((element) => slot.contains(element));
  for (const element of mine) queue.splice(queue.indexOf(element), 1);
  for (const element of mine) if (element.isConnected && element instanceof HTMLElement) element.click();
}
