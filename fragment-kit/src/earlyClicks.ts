/**
 * React does not replay a click on a part not hydrated yet (react#22448): the catcher in the shell's
 * src/index.html (`data-early-clicks`) holds such clicks in this queue, and each slot replays its own once mounted.
 */
declare global {
  interface Window {
    __bottegaEarlyClicks?: HeldClick[];
  }
}

/** A button whose click is held back, marked by the catcher with the slot it was in. */
type HeldClick = Element & { __bottegaHeldIn?: Element };

/** The slot element the catcher names for a click (the shell's `[data-slot-id]`, a nested `[data-nested-id]`). */
const ownerOf = (slot: Element) => slot.closest('[data-slot-id], [data-nested-id]');

const SAME_ATTRIBUTES = ['type', 'name', 'value', 'aria-label'];

/**
 * The button a fragment rendered in place of the server's one, when it rendered afresh over the server's HTML
 * (its props changed before its code came: a size chosen before the add button's code): the one
 * button of the slot with the same tag, text and attributes, or none when that is not one.
 */
function renderedInPlaceOf(element: Element, slot: Element): HTMLElement | null {
  const same = [...slot.querySelectorAll<HTMLElement>(element.tagName)].filter(
    (candidate) => candidate.textContent === element.textContent && SAME_ATTRIBUTES.every((name) => candidate.getAttribute(name) === element.getAttribute(name)),
  );
  return same.length === 1 ? same[0] : null;
}

/**
 * Clicks the held-back buttons of `slot`, in the order the shopper clicked them, each once. Given the
 * shell's root (in no slot), only the shell's own buttons, which the catcher held for it.
 */
export function replayEarlyClicks(slot: Element, queue: HeldClick[] | undefined = window.__bottegaEarlyClicks) {
  if (!queue?.length) return;
  const owner = ownerOf(slot);
  const mine = queue.filter((element) => (owner === null ? element.__bottegaHeldIn === slot : element.isConnected ? slot.contains(element) : element.__bottegaHeldIn === owner));
  for (const element of mine) queue.splice(queue.indexOf(element), 1);
  for (const element of mine) {
    const target = element.isConnected ? element : renderedInPlaceOf(element, slot);
    if (target instanceof HTMLElement) target.click();
  }
}
