import { useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, Field } from '@bottega/ui';
import { messages } from '../../../messages/it';
import type { ProductList } from '../listing.api';
import { activeFilterCount, isFacetId, optionId, type Facets, type FacetId, type PriceRange } from '../listing.rules';
import styles from './FilterPanel.module.css';

interface FilterPanelProps {
  facets: Facets;
  availableFilters: ProductList['availableFilters'];
  onToggle: (code: FacetId, option: string) => void;
  onPrice: (range: PriceRange) => void;
  onClear: () => void;
}

/** The facets of the current results with their counts (spec §3 availableFilters). */
export function FilterPanel({ facets, availableFilters, onToggle, onPrice, onClear }: FilterPanelProps) {
  const groups = availableFilters.filter((group) => isFacetId(group.attribute_code) && group.options.length > 0);
  return (
    <div className={styles.panel}>
      {activeFilterCount(facets) > 0 && (
        <Button variant="ghost" size="sm" onClick={onClear} className={styles.clear}>
          {messages.listing.clearFilters}
        </Button>
      )}
      {groups.map((group) => {
        const code = group.attribute_code as FacetId;
        const chosen = facets.filters[code] ?? [];
        return (
          <fieldset key={code} className={styles.group}>
            <legend className={styles.legend}>{group.label}</legend>
            <ul className={styles.options}>
              {group.options.map((option) => {
                const id = optionId(option.value);
                return (
                  <li key={option.value}>
                    <Checkbox
                      label={
                        <span className={styles.optionLabel}>
                          {option.label} <span className={styles.count}>({option.count})</span>
                        </span>
                      }
                      checked={chosen.includes(id)}
                      onChange={() => onToggle(code, id)}
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      <PriceFilter key={`${facets.price.from}-${facets.price.to}`} range={facets.price} onApply={onPrice} />
    </div>
  );
}

function PriceFilter({ range, onApply }: { range: PriceRange; onApply: (range: PriceRange) => void }) {
  const [from, setFrom] = useState(range.from?.toString() ?? '');
  const [to, setTo] = useState(range.to?.toString() ?? '');
  const legendId = useId();
  const parse = (text: string) => {
    const value = Number(text.replace(',', '.'));
    return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: PriceRange = {};
    const low = parse(from);
    const high = parse(to);
    if (low !== undefined) next.from = low;
    if (high !== undefined) next.to = high;
    onApply(next);
  };
  return (
    <form className={styles.group} onSubmit={submit} aria-labelledby={legendId}>
      <p id={legendId} className={styles.legend}>
        {messages.listing.price}
      </p>
      <div className={styles.priceRow}>
        <Field label={messages.listing.priceFrom} inputMode="decimal" value={from} onChange={(event) => setFrom(event.target.value)} className={styles.priceField} />
        <Field label={messages.listing.priceTo} inputMode="decimal" value={to} onChange={(event) => setTo(event.target.value)} className={styles.priceField} />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        {messages.listing.applyPrice}
      </Button>
    </form>
  );
}
