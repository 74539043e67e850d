/** React does not replay a click on a part not hydrated yet (react#22448): the shell's catcher
 * (`data-early-clicks` in shell/src/index.html) queues such clicks and each slot replays its own once mounted. */
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

/** The button a fragment rendered afresh in place of the server's one (props changed before the code came): the one
 * button of the slot with the same tag, text and attributes, or none. */
function renderedInPlaceOf(element: Element, slot: Element): HTMLElement | null {
  const same = [...slot.querySelectorAll<HTMLElement>(element.tagName)].filter(
    (candidate) => candidate.textContent === element.textContent && SAME_ATTRIBUTES.every((name) => candidate.getAttribute(name) === element.getAttribute(name)),
  );
  return same.length === 1 ? same[0] : null;
}

/** Clicks the held-back buttons of `slot` once each, in order; given the shell's root, only the shell's own buttons. */
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
