/** The facets a listing's form carries without showing them (listing.rules `carriedFields`). */
export function HiddenFields({ fields }: { fields: [name: string, value: string][] }) {
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
