/** The words the generated catalog is made of: categories, garments, colours, sizes, materials, brands. */

export interface CategorySeed {
  uid: string;
  name: string;
  parent?: string;
  includeInMenu?: boolean;
  excludedFromSearch?: boolean;
  /** Garment kinds sold in this category (leaves only). */
  kinds?: string[];
}

export const CATEGORIES: CategorySeed[] = [
  { uid: 'uomo', name: 'Uomo' },
  { uid: 'uomo-maglioni', name: 'Maglioni', parent: 'uomo', kinds: ['maglione', 'cardigan', 'dolcevita'] },
  { uid: 'uomo-camicie', name: 'Camicie', parent: 'uomo', kinds: ['camicia'] },
  { uid: 'uomo-t-shirt', name: 'T-shirt e polo', parent: 'uomo', kinds: ['tshirt', 'polo'] },
  { uid: 'uomo-pantaloni', name: 'Pantaloni', parent: 'uomo', kinds: ['pantaloni'] },
  { uid: 'uomo-giacche', name: 'Giacche e cappotti', parent: 'uomo', kinds: ['giacca', 'cappotto'] },
  { uid: 'uomo-accessori', name: 'Accessori', parent: 'uomo', kinds: ['sciarpa', 'cappello', 'cintura'] },
  { uid: 'donna', name: 'Donna' },
  { uid: 'donna-maglioni', name: 'Maglioni e cardigan', parent: 'donna', kinds: ['maglione', 'cardigan', 'dolcevita'] },
  { uid: 'donna-abiti', name: 'Abiti', parent: 'donna', kinds: ['abito'] },
  { uid: 'donna-gonne', name: 'Gonne', parent: 'donna', kinds: ['gonna'] },
  { uid: 'donna-camicie', name: 'Camicie e bluse', parent: 'donna', kinds: ['camicia'] },
  { uid: 'donna-pantaloni', name: 'Pantaloni', parent: 'donna', kinds: ['pantaloni'] },
  { uid: 'donna-giacche', name: 'Giacche e cappotti', parent: 'donna', kinds: ['giacca', 'cappotto'] },
  { uid: 'donna-accessori', name: 'Accessori', parent: 'donna', kinds: ['sciarpa', 'borsa', 'cappello'] },
  { uid: 'bambino', name: 'Bambino' },
  { uid: 'bambino-maglioni', name: 'Maglioni', parent: 'bambino', kinds: ['maglione', 'cardigan'] },
  { uid: 'bambino-t-shirt', name: 'T-shirt', parent: 'bambino', kinds: ['tshirt'] },
  { uid: 'bambino-pantaloni', name: 'Pantaloni', parent: 'bambino', kinds: ['pantaloni'] },
  { uid: 'bambino-giacche', name: 'Giacche', parent: 'bambino', kinds: ['giacca'] },
  { uid: 'maglieria', name: 'Maglieria' },
  { uid: 'maglieria-girocollo', name: 'Girocollo', parent: 'maglieria', kinds: ['maglione'] },
  { uid: 'maglieria-cardigan', name: 'Cardigan', parent: 'maglieria', kinds: ['cardigan'] },
  { uid: 'maglieria-dolcevita', name: 'Dolcevita', parent: 'maglieria', kinds: ['dolcevita'] },
  { uid: 'maglieria-gilet', name: 'Gilet', parent: 'maglieria', kinds: ['gilet'] },
  // Gift cards are no garment: they have a place of their own, outside the departments and the menu.
  { uid: 'carte-regalo', name: 'Carte regalo', includeInMenu: false },
  // Internal clearance area: products live here too, but it is never offered as a search category (docs/product-rules.md §9).
  { uid: 'outlet-interno', name: 'Outlet interno', includeInMenu: false, excludedFromSearch: true },
];

/** The category id kept out of search category results (product rule §9). */
export const EXCLUDED_SEARCH_CATEGORY = 'outlet-interno';

/** Where the gift cards are listed, and only they. */
export const GIFT_CARD_CATEGORY = 'carte-regalo';

export interface KindSeed {
  noun: string;
  /** Grammatical gender, for adjectives. */
  feminine: boolean;
  styles: string[];
  materials: string[];
  price: [number, number];
  /** Sold in one size and colour: a simple product. */
  simple?: boolean;
}

export const KINDS: Record<string, KindSeed> = {
  maglione: {
    noun: 'Maglione',
    feminine: false,
    styles: ['girocollo', 'a coste', 'con scollo a V', 'a trecce', 'oversize', 'in maglia inglese'],
    materials: ['lana', 'cashmere', 'misto-lana', 'cotone'],
    price: [59, 249],
  },
  cardigan: {
    noun: 'Cardigan',
    feminine: false,
    styles: ['con bottoni', 'lungo', 'corto', 'a coste', 'con tasche'],
    materials: ['lana', 'cashmere', 'misto-lana', 'cotone'],
    price: [69, 259],
  },
  dolcevita: { noun: 'Dolcevita', feminine: false, styles: ['sottile', 'a coste', 'classico', 'in maglia fine'], materials: ['lana', 'cashmere', 'viscosa'], price: [49, 219] },
  gilet: { noun: 'Gilet', feminine: false, styles: ['smanicato', 'con scollo a V', 'a trecce', 'trapuntato'], materials: ['lana', 'misto-lana', 'cotone'], price: [45, 159] },
  camicia: {
    noun: 'Camicia',
    feminine: true,
    styles: ['Oxford', 'button-down', 'a righe', 'slim', 'in popeline', 'coreana'],
    materials: ['cotone', 'lino', 'seta'],
    price: [39, 149],
  },
  tshirt: { noun: 'T-shirt', feminine: true, styles: ['girocollo', 'a righe', 'con taschino', 'basic', 'stampata'], materials: ['cotone', 'lino', 'viscosa'], price: [19, 59] },
  polo: { noun: 'Polo', feminine: true, styles: ['piquet', 'a maniche lunghe', 'slim', 'classica'], materials: ['cotone', 'lino'], price: [35, 99] },
  pantaloni: {
    noun: 'Pantaloni',
    feminine: false,
    styles: ['chino', 'con pinces', 'a palazzo', 'cargo', 'slim', 'a gamba dritta'],
    materials: ['cotone', 'lino', 'denim', 'misto-lana'],
    price: [49, 189],
  },
  giacca: {
    noun: 'Giacca',
    feminine: true,
    styles: ['sfoderata', 'doppiopetto', 'monopetto', 'trapuntata', 'da campo'],
    materials: ['lana', 'lino', 'cotone', 'misto-lana'],
    price: [99, 399],
  },
  cappotto: {
    noun: 'Cappotto',
    feminine: false,
    styles: ['doppiopetto', 'lungo', 'a vestaglia', 'con cappuccio'],
    materials: ['lana', 'cashmere', 'misto-lana'],
    price: [179, 599],
  },
  abito: {
    noun: 'Abito',
    feminine: false,
    styles: ['a portafoglio', 'midi', 'lungo', 'in maglia', 'chemisier', 'plissettato'],
    materials: ['seta', 'viscosa', 'cotone', 'lana'],
    price: [79, 329],
  },
  gonna: { noun: 'Gonna', feminine: true, styles: ['plissettata', 'a tubino', 'midi', 'a ruota', 'in maglia'], materials: ['lana', 'viscosa', 'cotone', 'seta'], price: [49, 179] },
  sciarpa: { noun: 'Sciarpa', feminine: true, styles: ['a coste', 'leggera', 'con frange', 'a quadri'], materials: ['lana', 'cashmere', 'seta'], price: [29, 149], simple: true },
  cappello: {
    noun: 'Berretto',
    feminine: false,
    styles: ['a coste', 'con pompon', 'in maglia fine'],
    materials: ['lana', 'cashmere', 'misto-lana'],
    price: [19, 79],
    simple: true,
  },
  cintura: { noun: 'Cintura', feminine: true, styles: ['intrecciata', 'classica', 'con fibbia in ottone'], materials: ['pelle'], price: [35, 119], simple: true },
  borsa: { noun: 'Borsa', feminine: true, styles: ['a tracolla', 'a mano', 'shopper', 'a secchiello'], materials: ['pelle', 'cotone'], price: [69, 349], simple: true },
};

export interface ColorSeed {
  id: string;
  label: string;
  swatch: string;
  /** Adjective forms for product names of simple products: masculine, feminine. */
  adjective: [string, string];
}

export const COLORS: ColorSeed[] = [
  { id: 'nero', label: 'Nero', swatch: '#1f1f1f', adjective: ['nero', 'nera'] },
  { id: 'bianco', label: 'Bianco panna', swatch: '#f2ede3', adjective: ['bianco', 'bianca'] },
  { id: 'blu', label: 'Blu notte', swatch: '#1f2f5a', adjective: ['blu notte', 'blu notte'] },
  { id: 'grigio', label: 'Grigio melange', swatch: '#8a8a8a', adjective: ['grigio', 'grigia'] },
  { id: 'rosso', label: 'Rosso', swatch: '#a3212b', adjective: ['rosso', 'rossa'] },
  { id: 'verde', label: 'Verde bosco', swatch: '#2f5d3a', adjective: ['verde bosco', 'verde bosco'] },
  { id: 'beige', label: 'Beige', swatch: '#d8c3a5', adjective: ['beige', 'beige'] },
  { id: 'cammello', label: 'Cammello', swatch: '#b5854b', adjective: ['cammello', 'cammello'] },
  { id: 'bordeaux', label: 'Bordeaux', swatch: '#6d1a2a', adjective: ['bordeaux', 'bordeaux'] },
  { id: 'azzurro', label: 'Azzurro', swatch: '#7fb2e5', adjective: ['azzurro', 'azzurra'] },
  { id: 'rosa', label: 'Rosa cipria', swatch: '#e8b4b8', adjective: ['rosa cipria', 'rosa cipria'] },
  { id: 'senape', label: 'Giallo senape', swatch: '#d4a017', adjective: ['senape', 'senape'] },
];

export const ADULT_SIZES = [
  { id: 'xs', label: 'XS' },
  { id: 's', label: 'S' },
  { id: 'm', label: 'M' },
  { id: 'l', label: 'L' },
  { id: 'xl', label: 'XL' },
  { id: 'xxl', label: 'XXL' },
];
export const KIDS_SIZES = [
  { id: '4a', label: '4 anni' },
  { id: '6a', label: '6 anni' },
  { id: '8a', label: '8 anni' },
  { id: '10a', label: '10 anni' },
  { id: '12a', label: '12 anni' },
];
export const ONE_SIZE = { id: 'unica', label: 'Taglia unica' };

export const MATERIALS: Record<string, { label: string; phrase: string }> = {
  lana: { label: 'Lana merino', phrase: 'lana merino extrafine, morbida e traspirante' },
  cashmere: { label: 'Cashmere', phrase: 'puro cashmere della Mongolia interna, leggero e caldissimo' },
  'misto-lana': { label: 'Misto lana', phrase: 'misto lana e poliammide riciclato, resistente e facile da curare' },
  cotone: { label: 'Cotone', phrase: 'cotone biologico pettinato, fresco e piacevole sulla pelle' },
  lino: { label: 'Lino', phrase: 'lino lavato italiano, naturale e traspirante' },
  seta: { label: 'Seta', phrase: 'seta di Como, fluida e luminosa' },
  denim: { label: 'Denim', phrase: 'denim cimosato giapponese, che migliora con il tempo' },
  pelle: { label: 'Pelle', phrase: 'pelle conciata al vegetale in Toscana' },
  viscosa: { label: 'Viscosa', phrase: 'viscosa ecologica, morbida e fluida' },
};

export const BRANDS = [
  'Lanificio Aurora',
  'Sartoria Vesuvio',
  'Filati del Borgo',
  'Tessitura Alpina',
  'Casa Mirella',
  'Officina Tessile',
  'Maglificio Dolomiti',
  'Atelier Brera',
  'Cotonificio Ligure',
  'Bottega Lariana',
  'Manifattura Etrusca',
  'Città di Biella',
];

export const FITS = [
  'Vestibilità regolare, pensata per stare bene da sola o sotto una giacca.',
  'Taglio morbido e rilassato, per un look disinvolto di tutti i giorni.',
  'Linea aderente che segue la figura senza stringere.',
  'Modello comodo, con spalle leggermente scese.',
];

export const CARE = [
  'Lavare a mano in acqua fredda e asciugare in piano.',
  'Lavabile in lavatrice a 30 °C con programma delicato.',
  'Lavaggio a secco consigliato; non usare candeggina.',
  'Stirare a bassa temperatura al rovescio.',
];

export const ORIGINS = ['Realizzato in Italia', 'Confezionato a Prato', 'Tessuto e confezionato a Biella', 'Prodotto in Veneto'];
