import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { followLink } from '@bottega/fragment-kit';
import { Button, Field, Icon } from '@bottega/ui';
import type { FacetId } from '@bottega/api-contract';
import { messages } from '../../../messages/it';
import type { ProductList } from '../listing.api';
import { isFacetId, optionId, type Facets, type PriceRange } from '@bottega/api-contract/listing';
import { activeFilterCount, carriedFields } from '../listing.rules';
import { HiddenFields } from './HiddenFields';
import styles from './FilterPanel.module.css';

interface FilterPanelProps {
  facets: Facets;
  availableFilters: ProductList['availableFilters'];
  /** The listing's own address, where its forms are sent. */
  action: string;
  /** The address of the listing with this option ticked or unticked. */
  optionHref: (code: FacetId, option: string) => string;
  onToggle: (code: FacetId, option: string) => void;
  onPrice: (range: PriceRange) => void;
  /** The address of the listing without filters. */
  clearHref: string;
  onClear: () => void;
}

/** The facets of the current results with their counts (docs/product-rules.md §3 availableFilters). */
export function FilterPanel({ facets, availableFilters, action, optionHref, onToggle, onPrice, clearHref, onClear }: FilterPanelProps) {
  const groups = availableFilters.filter((group) => isFacetId(group.attribute_code) && group.options.length > 0);
  return (
    <div className={styles.panel}>
      {activeFilterCount(facets) > 0 && (
        <Button variant="ghost" size="sm" href={clearHref} onClick={followLink(onClear)} className={styles.clear}>
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
                    <FacetOption checked={chosen.includes(id)} href={optionHref(code, id)} onToggle={() => onToggle(code, id)}>
                      {option.label} <span className={styles.count}>({option.count})</span>
                    </FacetOption>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      <PriceFilter key={`${facets.price.from}-${facets.price.to}`} range={facets.price} action={action} carried={carriedFields(facets, ['price'])} onApply={onPrice} />
    </div>
  );
}

/** A facet option is a link to the listing with it toggled, read and shown as a checkbox, so filtering works without JavaScript
 * (docs/architecture.md §2.9); with the code a plain click or Space toggles it in place, other clicks (new tab) stay the browser's. */
function FacetOption({ checked, href, onToggle, children }: { checked: boolean; href: string; onToggle: () => void; children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    onToggle();
  };
  return (
    <a href={href} role="checkbox" aria-checked={checked} onClick={followLink(onToggle)} onKeyDown={onKeyDown} className={styles.option}>
      <span className={styles.box} aria-hidden="true">
        {checked && <Icon name="check" size={16} />}
      </span>
      <span className={styles.optionLabel}>{children}</span>
    </a>
  );
}

interface PriceFilterProps {
  range: PriceRange;
  action: string;
  carried: [name: string, value: string][];
  onApply: (range: PriceRange) => void;
}

/** Applied in place with JavaScript; without it the form itself asks for the listing with the range. */
function PriceFilter({ range, action, carried, onApply }: PriceFilterProps) {
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
    <form method="get" action={action} className={styles.group} onSubmit={submit} aria-labelledby={legendId}>
      <p id={legendId} className={styles.legend}>
        {messages.listing.price}
      </p>
      <HiddenFields fields={carried} />
      <div className={styles.priceRow}>
        <Field
          label={messages.listing.priceFrom}
          name="priceFrom"
          inputMode="decimal"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className={styles.priceField}
        />
        <Field label={messages.listing.priceTo} name="priceTo" inputMode="decimal" value={to} onChange={(event) => setTo(event.target.value)} className={styles.priceField} />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        {messages.listing.apply}
      </Button>
    </form>
  );
}
