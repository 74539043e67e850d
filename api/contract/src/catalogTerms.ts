/** The facet ids (product rule §3) and sort orders (§9) both sides spell alike, as plain lists the browser reads without zod. */
export const FACET_IDS = [
  'brand',
  'grado_estetico',
  'color',
  'dimensione_schermo',
  'ram_1',
  'capacit',
  'dimensione',
  'processore',
  'ssd',
  'scheda_grafica',
  'modello',
  'connettivit',
  'formato_case',
  'risoluzione',
  'touchscreen',
  'materiale',
] as const;
export type FacetId = (typeof FACET_IDS)[number];

export const SORT_KEYS = ['default', 'name_asc', 'name_desc', 'price_desc', 'price_asc', 'new_arrivals'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
