/**
 * The catalog's words both sides spell alike: the facet ids the storefront understands (product
 * rule §3; the clothing catalog has brand, color, dimensione, materiale) and the six sort orders of
 * product rule §9. Plain lists: the browser reads them without zod, and catalog.ts builds its
 * schemas from them.
 */
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
