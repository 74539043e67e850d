import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { formAction } from '@bottega/fragment-kit';
import { Icon } from '@bottega/ui';
import { messages } from '../../messages/it';
import { createDebounced, type Debounced } from '../cart/cart.rules';
import styles from './QuantityStepper.module.css';

type Check = { ok: true; value: number } | { ok: false; message: string };

export interface QuantityStepperProps {
  /** The quantity the server has. */
  value: number;
  /** Reads what the shopper typed: a number to send, or the message that explains why not. */
  parse: (text: string) => Check;
  /** Called with the last valid quantity once the shopper has stopped changing it (debounced); settles when the server has answered. */
  onCommit: (quantity: number) => Promise<unknown>;
  /** Lowest value the − button reaches (1 in the cart, 0 in the wishlist where 0 removes). */
  min: number;
  max: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  /** The cart team's form this stepper posts without scripts (docs/adr/0038-shopper-actions-as-html-forms.md):
   * its action and hidden fields; − and + post the quantity shown with their step. */
  form?: { action: string; fields: Record<string, string> };
}

/** − / typed / + quantity. Every change shows at once; only the last one is sent, 1000 ms after the
 * shopper stops (docs/product-rules.md §4), and a typed value that would fail is explained instead of sent. */
export function QuantityStepper({ value, parse, onCommit, min, max, label, decreaseLabel, increaseLabel, disabled, form }: QuantityStepperProps) {
  // What the shopper typed or clicked, until the server's answer (or a rollback) replaces it.
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  const debounced = useRef<Debounced<number>>(null);
  debounced.current ??= createDebounced<number>((quantity) => {
    void commit
      .current(quantity)
      .catch(() => undefined)
      .finally(() => {
        if (!debounced.current!.pending()) setDraft(null);
      });
  });
  const messageId = useId();
  const text = draft ?? String(value);

  // Leaving the page sends what was chosen rather than dropping it.
  useEffect(() => () => debounced.current!.flush(), []);

  const change = (next: string) => {
    setDraft(next);
    const check = parse(next);
    if (!check.ok) {
      debounced.current!.cancel();
      setMessage(check.message);
      return;
    }
    setMessage(null);
    if (check.value === value) {
      debounced.current!.cancel();
      setDraft(null);
    } else debounced.current!.push(check.value);
  };
  const current = parse(text);
  const shown = current.ok ? current.value : value;
  /** − or +: with scripts it changes the draft and waits (the debounce); without, it posts the quantity shown and its step. */
  const stepButton = (delta: -1 | 1, ariaLabel: string, limitReached: boolean) => (
    <button
      type={form ? 'submit' : 'button'}
      name={form ? 'step' : undefined}
      value={form ? String(delta) : undefined}
      className={styles.step}
      aria-label={ariaLabel}
      disabled={disabled || limitReached}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        change(String(shown + delta));
      }}
    >
      <Icon name={delta < 0 ? 'minus' : 'plus'} size={16} />
    </button>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    debounced.current!.flush();
  };

  const stepper = (
    <div className={styles.wrap}>
      <div className={styles.stepper} data-invalid={message ? '' : undefined}>
        {form && (
          // The form's default button, so Enter in the field posts the typed number rather than a step.
          <button type="submit" hidden>
            {messages.cart.updateQuantity}
          </button>
        )}
        {stepButton(-1, decreaseLabel, shown <= min)}
        <input
          className={styles.input}
          type="text"
          inputMode="numeric"
          aria-label={label}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          name={form ? 'quantity' : undefined}
          value={text}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          onBlur={() => debounced.current!.flush()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') debounced.current!.flush();
          }}
        />
        {stepButton(1, increaseLabel, shown >= max)}
      </div>
      {message && (
        <p id={messageId} role="alert" className={styles.message}>
          {message}
        </p>
      )}
    </div>
  );
  if (!form) return stepper;
  return (
    <form method="post" action={formAction('mf_cart', form.action)} onSubmit={submit} className={styles.form}>
      {Object.entries(form.fields).map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      {stepper}
    </form>
  );
}
