import { useState, type FormEvent } from 'react';
import { formAction } from '@bottega/fragment-kit';
import { Button, Field, formatPrice } from '@bottega/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { messages } from '../../../messages/it';
import { noteProblem, type Cart } from '../cart.rules';
import { cartActions } from '../cart.form';
import styles from './CodeForms.module.css';

type CartMutation<A> = UseMutationResult<Cart, Error, A, unknown>;

interface CodeFormProps {
  label: string;
  required: string;
  apply: CartMutation<string>;
  /** The cart team's form without scripts (docs/adr/0038-shopper-actions-as-html-forms.md), for the cart it was rendered from. */
  action: string;
  cartId: string;
}

/** One code field with Apply: the server's refusal (docs/product-rules.md §8: 'gift card unable to apply'…) is shown under the field. */
function CodeForm({ label, required, apply, action, cartId }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(required);
      return;
    }
    setError(undefined);
    apply.mutate(trimmed, {
      onSuccess: () => setCode(''),
      onError: (cause) => setError(cause.message),
    });
  };
  return (
    <form method="post" action={formAction('mf_cart', action)} className={styles.form} onSubmit={submit} noValidate>
      <input type="hidden" name="cart" value={cartId} />
      <Field
        label={label}
        name="code"
        value={code}
        maxLength={64}
        autoComplete="off"
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        className={styles.field}
      />
      <Button type="submit" variant="secondary" loading={apply.isPending} className={styles.apply}>
        {messages.coupon.apply}
      </Button>
    </form>
  );
}

interface AppliedCodeProps {
  code: string;
  detail?: string;
  removeLabel: string;
  remove: () => void;
  /** The removal as the cart team's form without scripts. */
  action: string;
  cartId: string;
}

/** An applied code with its removal. A failed removal has no field to be shown under: useCartActions tells it through the cart error notification. */
function AppliedCode({ code, detail, removeLabel, remove, action, cartId }: AppliedCodeProps) {
  return (
    <li className={styles.applied}>
      <span className={styles.code}>{code}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
      <form
        method="post"
        action={formAction('mf_cart', action)}
        onSubmit={(event) => {
          event.preventDefault();
          remove();
        }}
      >
        <input type="hidden" name="cart" value={cartId} />
        <input type="hidden" name="code" value={code} />
        <button type="submit" className={styles.removeCode} aria-label={removeLabel}>
          {messages.cart.removeShort}
        </button>
      </form>
    </li>
  );
}

export function CouponForm({ cart, apply, remove }: { cart: Cart; apply: CartMutation<string>; remove: CartMutation<void> }) {
  const [coupon] = cart.applied_coupons;
  return (
    <div className={styles.section}>
      {coupon ? (
        <ul className={styles.list}>
          <AppliedCode
            code={coupon.code}
            removeLabel={messages.coupon.remove(coupon.code)}
            remove={() => remove.mutate()}
            action={cartActions.removeCoupon}
            cartId={cart.id ?? ''}
          />
        </ul>
      ) : (
        <CodeForm label={messages.coupon.label} required={messages.coupon.required} apply={apply} action={cartActions.coupon} cartId={cart.id ?? ''} />
      )}
    </div>
  );
}

export function GiftCardForm({ cart, apply, remove }: { cart: Cart; apply: CartMutation<string>; remove: CartMutation<string> }) {
  return (
    <div className={styles.section}>
      {cart.applied_gift_cards.length > 0 && (
        <ul className={styles.list}>
          {cart.applied_gift_cards.map((card) => (
            <AppliedCode
              key={card.code}
              code={card.code}
              detail={messages.giftCard.balance(formatPrice(card.current_balance.value))}
              removeLabel={messages.giftCard.remove(card.code)}
              remove={() => remove.mutate(card.code)}
              action={cartActions.removeGiftCard}
              cartId={cart.id ?? ''}
            />
          ))}
        </ul>
      )}
      <CodeForm label={messages.giftCard.label} required={messages.giftCard.required} apply={apply} action={cartActions.giftCard} cartId={cart.id ?? ''} />
    </div>
  );
}

/** The order note (product rule §3 cart note): at most 500 characters, never markup, checked before any request.
 * Without scripts the cart team's form saves it, for the cart it was rendered from, with the same check (src/forms.ts). */
export function NoteForm({ cart, save }: { cart: Cart; save: CartMutation<string> }) {
  const [note, setNote] = useState(cart.note ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = noteProblem(note);
    if (problem) return setError(problem === 'too-long' ? messages.note.tooLong : messages.note.noMarkup);
    setError(undefined);
    // Not a disabled button: the server renders it before any typing, and a form's button must work there.
    if (note.trim() === (cart.note ?? '')) return;
    save.mutate(note.trim(), { onError: (cause) => setError(cause.message) });
  };
  return (
    <form method="post" action={formAction('mf_cart', cartActions.note)} className={styles.noteForm} onSubmit={submit} noValidate>
      <input type="hidden" name="cart" value={cart.id ?? ''} />
      <Field as="textarea" label={messages.note.label} name="note" rows={3} value={note} error={error} onChange={(event) => setNote(event.target.value)} />
      <Button type="submit" variant="secondary" size="sm" loading={save.isPending}>
        {messages.note.save}
      </Button>
    </form>
  );
}
