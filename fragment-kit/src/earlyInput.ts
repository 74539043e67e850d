// A server-rendered form can be typed in before its fragment's code arrives: nothing typed is lost (docs/adr/0012-one-form-layer.md).

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type Typed = { field: Field; value: string } | { field: HTMLInputElement; checked: boolean };

/** What the shopper typed in a server-rendered field before the code came: hydration resets fields to what the
 * component holds, so it is given back afterwards through the events the component listens to. */
function typedValue(field: Field): Typed | null {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked ? { field, checked: field.checked } : null;
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.selectedOptions[0] !== initial ? { field, value: field.value } : null;
  }
  return field.value !== field.defaultValue ? { field, value: field.value } : null;
}

const isField = (target: EventTarget | null): target is Field => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** Records typing in a server-rendered fragment until hydration commits, since React may reset a field; the
 * function it returns stops recording and gives the values to replay. */
export function recordInput(root: HTMLElement) {
  const typed = new Map<Field, Typed>();
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const value = typedValue(field);
    if (value) typed.set(field, value);
  }
  const record = (event: Event) => {
    if (!isField(event.target) || !root.contains(event.target)) return;
    const value = typedValue(event.target);
    if (value) typed.set(event.target, value);
  };
  // Heard on the document, before any React root: while a root hydrates, React stops the
  // propagation of an event aimed at its not-yet-hydrated part at the first root it meets (the
  // shell's, above this one), so a listener on the fragment's own element never hears it.
  const document = root.ownerDocument;
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  return () => {
    document.removeEventListener('input', record, true);
    document.removeEventListener('change', record, true);
    return [...typed.values()];
  };
}

/** Types the recorded values again, through the events the hydrated components listen to. */
export function replayInput(typed: Typed[]) {
  for (const entry of typed) {
    if (!entry.field.isConnected) continue;
    // The field's own setter records what React last saw; the prototype's does not. The event then
    // finds a change to report, whether hydration left the field as typed or reset it.
    if ('checked' in entry) {
      entry.field.checked = !entry.checked;
      entry.field.click();
      continue;
    }
    const { field, value } = entry;
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}
