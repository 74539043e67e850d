import { VisuallyHidden } from '@bottega/ui';
import type { Product, OptionCode, Selection } from '../product.rules';
import { isValueInStock } from '../product.rules';
import { messages } from '../../../messages/it';
import styles from './OptionPicker.module.css';

interface OptionPickerProps {
  product: Product;
  code: OptionCode;
  selection: Selection;
  onChoose: (code: OptionCode, valueUid: string) => void;
  /** Shown and read with the group when the shopper tried to add without choosing. */
  error?: string;
}

/** Colour swatches or size chips as a native radio group (arrow keys move between values); a sold-out value stays focusable, marked so, rather than missing. */
export function OptionPicker({ product, code, selection, onChoose, error }: OptionPickerProps) {
  const option = product.configurable_options.find((candidate) => candidate.attribute_code === code);
  if (!option) return null;
  const chosen = option.values.find((value) => value.uid === selection[code]);
  const errorId = `${product.uid}-${code}-error`;
  const title = code === 'color' ? messages.product.color : messages.product.size;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>
        {title}
        {chosen && <span className={styles.chosen}>{messages.product.chosen(chosen.label)}</span>}
      </legend>
      <div className={styles.values}>
        {option.values.map((value) => {
          const inStock = isValueInStock(product, code, value.uid, selection);
          const label = inStock ? value.label : messages.product.unavailableOption(value.label);
          return (
            <label key={value.uid} className={`${styles.value} ${code === 'color' ? styles.swatch : styles.chip} ${inStock ? '' : styles.soldOut}`} title={label}>
              <input
                type="radio"
                name={code}
                value={value.uid}
                checked={selection[code] === value.uid}
                onChange={() => onChoose(code, value.uid)}
                className={styles.input}
                aria-label={code === 'color' ? label : undefined}
              />
              {code === 'color' ? (
                <span className={styles.swatchColor} style={{ background: value.swatch ?? 'var(--color-grey-300)' }} aria-hidden="true" />
              ) : (
                <span aria-hidden={!inStock || undefined}>{value.label}</span>
              )}
              {code !== 'color' && !inStock && <VisuallyHidden>{label}</VisuallyHidden>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
