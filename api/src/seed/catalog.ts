import { createRandom, slugify, type Random } from './random';
import {
  ADULT_SIZES,
  BRANDS,
  CARE,
  CATEGORIES,
  COLORS,
  FITS,
  GIFT_CARD_CATEGORY,
  KIDS_SIZES,
  KINDS,
  MATERIALS,
  ONE_SIZE,
  ORIGINS,
  type CategorySeed,
  type ColorSeed,
} from './vocabulary';
import type { ProductType } from '../db/schema.catalog';

export interface SeedCategory {
  uid: string;
  parent_uid: string | null;
  name: string;
  url_key: string;
  url_path: string;
  position: number;
  include_in_menu: boolean;
  excluded_from_search: boolean;
}

export interface SeedProduct {
  uid: string;
  sku: string;
  type: ProductType;
  name: string;
  brand: string;
  merchant_sku: string;
  url_key: string;
  description: string;
  kind: string;
  regular_price_cents: number;
  special_price_cents: number | null;
  stock_qty: number;
  low_stock_threshold: number;
  category_uids: string[];
  attributes: Record<string, string[]>;
  position: number;
  created_at: string;
}

export interface SeedVariant {
  sku: string;
  product_uid: string;
  color: string;
  color_label: string;
  size: string;
  stock_qty: number;
  merchant_sku: string;
}

export interface SeedAttributeOption {
  attribute_code: string;
  value_id: string;
  label: string;
  position: number;
  swatch: string | null;
}

export interface SeedCatalog {
  categories: SeedCategory[];
  products: SeedProduct[];
  variants: SeedVariant[];
  attributeOptions: SeedAttributeOption[];
  searchWords: string[];
}

const SEED = 20261122;
/** Products enter the catalog over the year before this date; fixed so the seed never depends on today. */
const CATALOG_EPOCH = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
export const LOW_STOCK_THRESHOLD = 5;
const GIFT_CARD_VALUES = [25, 50, 100, 200];

function categoryRows(): SeedCategory[] {
  const byUid = new Map(CATEGORIES.map((category) => [category.uid, category]));
  const path = (category: CategorySeed): string => (category.parent ? `${path(byUid.get(category.parent)!)}/${slugify(category.name)}` : slugify(category.name));
  return CATEGORIES.map((category, index) => ({
    uid: category.uid,
    parent_uid: category.parent ?? null,
    name: category.name,
    url_key: slugify(category.name),
    url_path: path(category),
    position: index,
    include_in_menu: category.includeInMenu ?? true,
    excluded_from_search: category.excludedFromSearch ?? false,
  }));
}

/** 129 → 12890 cents: prices end in ,90 as in a real shop. */
function shopPrice(euros: number): number {
  return Math.max(euros, 1) * 100 - 10;
}

function brandCode(brand: string): string {
  return brand
    .split(/\s+/)
    .filter((word) => word.length > 3)
    .map((word) => word[0])
    .join('')
    .toUpperCase()
    .padEnd(3, 'X')
    .slice(0, 3);
}

type StockProfile = 'out' | 'low' | 'normal';

function stockProfile(index: number, random: Random): StockProfile {
  // Fixed positions guarantee every profile even in the small catalogs tests seed.
  if (index % 17 === 3) return 'out';
  if (index % 11 === 4) return 'low';
  const roll = random.next();
  return roll < 0.05 ? 'out' : roll < 0.15 ? 'low' : 'normal';
}

function variantStock(profile: StockProfile, random: Random): number {
  if (profile === 'out') return 0;
  if (profile === 'low') return random.int(0, LOW_STOCK_THRESHOLD - 1);
  return random.chance(0.1) ? 0 : random.int(6, 60);
}

function describe(name: string, brand: string, material: string, colors: ColorSeed[], random: Random): string {
  const labels = colors.map((color) => color.label.toLowerCase());
  const palette = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} e ${labels[labels.length - 1]}` : labels[0];
  return `${name} di ${brand}, in ${MATERIALS[material].phrase}. ${random.pick(FITS)} Colore: ${palette}. ${random.pick(CARE)} ${random.pick(ORIGINS)}.`;
}

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !/^\d+$/.test(word));
}

/** The whole catalog as rows from a fixed seed: the same `products` count always gives the same products, prices and stock. */
export function generateCatalog({ products: count }: { products: number }): SeedCatalog {
  const random = createRandom(SEED);
  const categories = categoryRows();
  const leaves = CATEGORIES.filter((category) => category.kinds);
  const products: SeedProduct[] = [];
  const variants: SeedVariant[] = [];

  for (let index = 0; index < count; index++) {
    // The first products visit every leaf once, so even a tiny catalog fills every category.
    const leaf = index < leaves.length ? leaves[index] : random.pick(leaves);
    const kindId = random.pick(leaf.kinds!);
    const kind = KINDS[kindId];
    const brand = random.pick(BRANDS);
    const material = random.pick(kind.materials);
    const style = random.pick(kind.styles);
    const uid = String(10001 + index);
    const sku = `BT${uid}`;
    const merchantSku = `${brandCode(brand)}-${uid}`;
    const kids = leaf.parent === 'bambino';
    const giftCard = index % 97 === 13;
    const categoryUids = giftCard ? [GIFT_CARD_CATEGORY] : [leaf.parent!, leaf.uid];
    // Drawn for gift cards too, so the products after them stay the same.
    const inOutlet = index % 41 === 5 || random.chance(0.02);
    if (inOutlet && !giftCard) categoryUids.push('outlet-interno');
    const createdAt = new Date(CATALOG_EPOCH - Math.floor(random.next() * 365) * DAY_MS - random.int(0, DAY_MS - 1)).toISOString();
    const profile = stockProfile(index, random);

    const regularEuros = random.int(kind.price[0], kind.price[1]);
    const discount = index % 4 === 1 || random.chance(0.15) ? random.pick([20, 30, 40, 50]) : 0;
    const regular = shopPrice(regularEuros);
    const special = discount ? shopPrice(Math.round((regularEuros * (100 - discount)) / 100)) : null;

    let type: ProductType;
    let name: string;
    let productKind = kindId;
    let colors: ColorSeed[];
    let sizes: { id: string; label: string }[];
    if (giftCard) {
      type = 'VirtualProduct';
      const value = GIFT_CARD_VALUES[Math.floor(index / 97) % GIFT_CARD_VALUES.length];
      name = `Carta regalo digitale da ${value} euro`;
      productKind = 'giftcard';
      colors = [COLORS[0]];
      sizes = [ONE_SIZE];
    } else if (index % 89 === 29) {
      type = 'BundleProduct';
      name = `Set regalo ${kind.noun.toLowerCase()} ${style} e sciarpa`;
      colors = [random.pick(COLORS)];
      sizes = [ONE_SIZE];
    } else if (kind.simple) {
      type = 'SimpleProduct';
      const color = random.pick(COLORS);
      name = `${kind.noun} ${style} in ${MATERIALS[material].label.toLowerCase()} ${color.adjective[kind.feminine ? 1 : 0]}`;
      colors = [color];
      sizes = [ONE_SIZE];
    } else {
      type = 'ConfigurableProduct';
      name = `${kind.noun} ${style} in ${MATERIALS[material].label.toLowerCase()}${kids ? ' per bambini' : ''}`;
      colors = random.sample(COLORS, random.int(1, 3));
      sizes = kids ? KIDS_SIZES : ADULT_SIZES;
    }

    let stock: number;
    if (type === 'ConfigurableProduct') {
      stock = 0;
      for (const color of colors) {
        for (const size of sizes) {
          const qty = variantStock(profile, random);
          stock += qty;
          variants.push({
            sku: `${sku}-${color.id}-${size.id}`.toUpperCase(),
            product_uid: uid,
            color: color.id,
            color_label: color.label,
            size: size.id,
            stock_qty: qty,
            merchant_sku: `${merchantSku}-${color.id}-${size.id}`.toUpperCase(),
          });
        }
      }
    } else if (type === 'VirtualProduct') {
      stock = 10_000;
    } else {
      stock = profile === 'out' ? 0 : profile === 'low' ? random.int(1, LOW_STOCK_THRESHOLD) : random.int(6, 120);
    }

    products.push({
      uid,
      sku,
      type,
      name,
      brand,
      merchant_sku: merchantSku,
      url_key: `${slugify(name)}-${uid}`,
      description: productKind === 'giftcard' ? `${name}: il regalo perfetto, da usare su tutto il negozio entro un anno.` : describe(name, brand, material, colors, random),
      kind: productKind,
      regular_price_cents: type === 'VirtualProduct' ? Number(name.match(/\d+/)![0]) * 100 : regular,
      special_price_cents: type === 'VirtualProduct' ? null : special,
      stock_qty: stock,
      low_stock_threshold: LOW_STOCK_THRESHOLD,
      category_uids: categoryUids,
      attributes: {
        brand: [slugify(brand)],
        color: colors.map((color) => color.id),
        dimensione: sizes.map((size) => size.id),
        materiale: [material],
      },
      position: index,
      created_at: createdAt,
    });
  }

  const attributeOptions: SeedAttributeOption[] = [
    ...BRANDS.map((brand, position) => ({ attribute_code: 'brand', value_id: slugify(brand), label: brand, position, swatch: null })),
    ...COLORS.map((color, position) => ({ attribute_code: 'color', value_id: color.id, label: color.label, position, swatch: color.swatch })),
    ...[...ADULT_SIZES, ...KIDS_SIZES, ONE_SIZE].map((size, position) => ({ attribute_code: 'dimensione', value_id: size.id, label: size.label, position, swatch: null })),
    ...Object.entries(MATERIALS).map(([id, material], position) => ({ attribute_code: 'materiale', value_id: id, label: material.label, position, swatch: null })),
  ];

  const vocabulary = new Set<string>();
  for (const text of [...products.map((product) => product.name), ...BRANDS, ...categories.map((category) => category.name), ...attributeOptions.map((option) => option.label)]) {
    for (const word of words(text)) vocabulary.add(word);
  }

  return { categories, products, variants, attributeOptions, searchWords: [...vocabulary].sort() };
}
