import { useId } from 'react';
import { messages } from '../../../messages/it';
import { useProductOptions } from '../useWishlist';
import { optionField } from '../wishlist.form';
import type { OptionChoice, OptionCode, WishlistItem } from '../wishlist.rules';
import styles from './WishlistItemCard.module.css';

interface WishlistVariantChoiceProps {
  item: WishlistItem;
  choice: OptionChoice;
  onChoose: (code: OptionCode, valueUid: string) => void;
  /** Why the item could not be moved yet (a missing choice, a combination out of stock), read with the choices. */
  error: string | null;
  /** The move's form (its "Sposta nel carrello"), which posts the choices without scripts. */
  formId: string;
}

/** Colour and size of a configurable product hearted before they were chosen, so "Sposta nel carrello" has a variant
 * to send (docs/product-rules.md §4.5 Chosen). Native selects: compact in the drawer, the phone's own picker. */
export function WishlistVariantChoice({ item, choice, onChoose, error, formId }: WishlistVariantChoiceProps) {
  const options = useProductOptions(item.product.uid, true);
  const errorId = useId();
  if (options.isError) return <p className={styles.unavailable}>{messages.wishlist.optionsLoadFailed}</p>;
  if (!options.data) return <p className={styles.options}>{messages.wishlist.optionsLoading}</p>;
  return (
    <div className={styles.choice}>
      {options.data.configurable_options.map((option) => (
        <label key={option.uid} className={styles.choiceField}>
          <span className={styles.choiceLabel}>{option.label}</span>
          <select
            form={formId}
            name={optionField(option.attribute_code)}
            className={styles.select}
            value={choice[option.attribute_code] ?? ''}
            onChange={(event) => onChoose(option.attribute_code, event.target.value)}
            aria-label={messages.wishlist.optionOf(option.label, item.product.name)}
            aria-invalid={error !== null && !choice[option.attribute_code] ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          >
            <option value="" disabled>
              {messages.wishlist.choose}
            </option>
            {option.values.map((value) => (
              <option key={value.uid} value={value.uid}>
                {value.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {error && (
        <p id={errorId} className={styles.unavailable} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
