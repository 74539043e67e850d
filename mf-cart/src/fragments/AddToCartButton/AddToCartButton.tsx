import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cartOptionsNeeded, type AddToCartParams, type FragmentProps } from '@bottega/browser-contract';
import { formAction, formStatusOf } from '@bottega/fragment-kit';
import { Button, Icon } from '@bottega/ui';
import { toast } from '../../app/notify';
import { messages } from '../../messages/it';
import { isAvailable, planAdd, quantityInCart } from '../../features/add-to-cart/addToCart.rules';
import { ADD_TO_CART, addFormFields, addOutcomeMessage, useFormKey } from '../../features/add-to-cart/addToCart.form';
import { useAddToCart } from '../../features/add-to-cart/useAddToCart';
import { cartQuery } from '../../features/cart/useCart';
import styles from './AddToCartButton.module.css';

/** "Aggiungi al carrello" (docs/product-rules.md §4, §8): the page names the product (params the shell checks against
 * addToCartParamsSchema); a form src/forms.ts answers until the island hydrates and adds on submit itself. */
export function AddToCartButton({ params, query, bus }: FragmentProps) {
  const product = params as AddToCartParams;
  const { data: cart } = useQuery(cartQuery());
  const add = useAddToCart(bus);
  const key = useFormKey(product.sku);
  const available = isAvailable(product, quantityInCart(cart, product.sku));
  const onPage = product.placement === 'page';
  const outcome = addOutcomeMessage(formStatusOf(query), product);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plan = planAdd(product);
    if (plan.kind === 'options-needed') bus.publish(cartOptionsNeeded(product.sku));
    else if (plan.kind === 'unsupported') toast(bus, 'danger', messages.addToCart.unsupported(plan.type));
    else add.mutate({ line: plan.line, product, openCart: onPage });
  };

  return (
    <form method="post" action={formAction('mf_cart', ADD_TO_CART)} onSubmit={submit} className={styles.form}>
      {Object.entries(addFormFields(product, key)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {onPage ? (
        <Button type="submit" size="lg" fullWidth loading={add.isPending} disabled={!available}>
          <Icon name="bag" size={20} />
          {messages.addToCart.label}
        </Button>
      ) : (
        <Button type="submit" variant="secondary" size="sm" loading={add.isPending} disabled={!available} aria-label={messages.addToCart.labelOf(product.name)}>
          {messages.addToCart.label}
        </Button>
      )}
      {onPage && product.stock === 'IN_STOCK' && !available && <p className={styles.limit}>{messages.addToCart.inCartLimit}</p>}
      {outcome && (
        <p role={outcome.tone === 'danger' ? 'alert' : 'status'} className={outcome.tone === 'danger' ? styles.failed : styles.done}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}
