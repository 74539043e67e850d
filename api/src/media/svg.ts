/** Product pictures drawn by code: a garment silhouette per kind, in the variant's colour. */

import { ACCEPTED_CARDS } from '../payment/xpay';

export type View = 'front' | 'back' | 'detail';

const WIDTH = 270;
const HEIGHT = 335;
const BACKGROUND = '#f4f1ec';

const LONG_SLEEVES = 'M95 50 L135 64 L175 50 L225 74 L252 222 L222 230 L205 132 L205 292 L65 292 L65 132 L48 230 L18 222 L45 74 Z';
const SHORT_SLEEVES = 'M95 52 L135 64 L175 52 L236 82 L220 136 L201 128 L201 292 L69 292 L69 128 L50 136 L34 82 Z';
const SLEEVELESS = 'M100 50 L135 118 L170 50 L196 60 L201 122 L206 292 L64 292 L69 122 L74 60 Z';
const LONG_COAT = 'M95 38 L135 52 L175 38 L226 62 L254 226 L224 234 L208 124 L214 322 L56 322 L62 124 L46 234 L16 226 L44 62 Z';

interface Shape {
  body: string;
  /** Front details (necklines, buttons, seams) drawn as lines. */
  details?: string;
  extra?: (fill: string, ink: string) => string;
}

const buttons = (x: number, from: number, to: number, count: number) =>
  Array.from({ length: count }, (_, index) => from + ((to - from) * index) / Math.max(count - 1, 1))
    .map((y) => `<circle cx="${x}" cy="${y.toFixed(1)}" r="3.2"/>`)
    .join('');

const SHAPES: Record<string, Shape> = {
  maglione: { body: LONG_SLEEVES, details: 'M95 50 Q135 86 175 50 M65 280 L205 280 M52 214 L220 214' },
  cardigan: { body: LONG_SLEEVES, details: 'M95 50 L135 150 L175 50 M135 150 L135 292', extra: (_f, ink) => `<g fill="${ink}">${buttons(141, 170, 270, 5)}</g>` },
  dolcevita: { body: LONG_SLEEVES, extra: (fill, ink) => `<rect x="103" y="26" width="64" height="34" rx="8" fill="${fill}" stroke="${ink}" stroke-width="2"/>` },
  gilet: { body: SLEEVELESS, details: 'M135 118 L135 292', extra: (_f, ink) => `<g fill="${ink}">${buttons(141, 140, 260, 4)}</g>` },
  camicia: { body: LONG_SLEEVES, details: 'M95 50 L118 84 L135 64 L152 84 L175 50 M135 64 L135 292', extra: (_f, ink) => `<g fill="${ink}">${buttons(141, 100, 270, 6)}</g>` },
  tshirt: { body: SHORT_SLEEVES, details: 'M95 52 Q135 84 175 52' },
  polo: { body: SHORT_SLEEVES, details: 'M95 52 L116 80 L135 64 L154 80 L175 52 M135 64 L135 112', extra: (_f, ink) => `<g fill="${ink}">${buttons(141, 80, 104, 2)}</g>` },
  giacca: {
    body: LONG_SLEEVES,
    details: 'M95 50 L120 150 L135 190 L150 150 L175 50 M120 150 L106 112 M150 150 L164 112',
    extra: (_f, ink) => `<g fill="${ink}">${buttons(141, 206, 236, 2)}</g>`,
  },
  cappotto: {
    body: LONG_COAT,
    details: 'M95 38 L118 150 L135 200 L152 150 L175 38 M135 200 L135 322',
    extra: (_f, ink) => `<g fill="${ink}">${buttons(124, 214, 274, 3)}${buttons(146, 214, 274, 3)}</g>`,
  },
  pantaloni: { body: 'M74 38 L196 38 L212 312 L152 312 L135 122 L118 312 L58 312 Z', details: 'M74 58 L196 58 M135 58 L135 122 M92 58 L100 96 M178 58 L170 96' },
  gonna: { body: 'M92 58 L178 58 L222 286 L48 286 Z', details: 'M92 76 L178 76 M110 76 L82 286 M135 76 L135 286 M160 76 L188 286' },
  abito: { body: 'M106 36 L135 54 L164 36 L182 108 L166 142 L218 306 L52 306 L104 142 L88 108 Z', details: 'M104 142 L166 142 M106 36 Q135 80 164 36' },
  sciarpa: {
    body: 'M70 46 L200 46 L200 98 L168 98 L168 284 L122 284 L122 98 L70 98 Z',
    details: 'M122 292 L122 306 M134 292 L134 306 M146 292 L146 306 M158 292 L158 306 M70 72 L200 72',
  },
  cappello: {
    body: 'M62 232 Q62 92 135 92 Q208 92 208 232 Z',
    details: 'M62 206 L208 206 M62 220 L208 220',
    extra: (fill, ink) => `<circle cx="135" cy="80" r="22" fill="${fill}" stroke="${ink}" stroke-width="2"/>`,
  },
  cintura: { body: 'M22 150 L248 150 L248 184 L22 184 Z', extra: (_f, ink) => `<rect x="58" y="140" width="44" height="54" rx="6" fill="none" stroke="${ink}" stroke-width="6"/>` },
  borsa: {
    body: 'M52 120 L218 120 L232 292 L38 292 Z',
    details: 'M52 150 L218 150',
    extra: (_f, ink) => `<path d="M92 120 Q92 56 135 56 Q178 56 178 120" fill="none" stroke="${ink}" stroke-width="8"/>`,
  },
  giftcard: {
    body: 'M30 100 L240 100 L240 236 L30 236 Z',
    details: 'M30 168 L240 168 M100 100 L100 236',
    extra: (_f, ink) => `<text x="170" y="214" font-family="Georgia, serif" font-size="22" text-anchor="middle" fill="${ink}">Bottega</text>`,
  },
};

function channel(hex: string, index: number): number {
  return parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** A darker shade for seams and details, lighter on dark garments so they stay visible. */
function inkFor(hex: string): string {
  const rgb = [0, 1, 2].map((index) => channel(hex, index));
  const luminance = (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
  const mix = luminance < 0.3 ? (value: number) => value + (255 - value) * 0.45 : (value: number) => value * 0.6;
  return `#${rgb.map((value) => Math.round(mix(value)).toString(16).padStart(2, '0')).join('')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface GarmentImage {
  kind: string;
  /** CSS hex colour of the garment. */
  color: string;
  label: string;
  width: number;
  height: number;
  view: View;
}

export function garmentSvg({ kind, color, label, width, height, view }: GarmentImage): string {
  const shape = SHAPES[kind] ?? SHAPES.maglione;
  const ink = inkFor(color);
  // The detail view is the front at twice the scale, centred on the chest.
  const viewBox = view === 'detail' ? `${WIDTH / 4} ${HEIGHT / 6} ${WIDTH / 2} ${HEIGHT / 2}` : `0 0 ${WIDTH} ${HEIGHT}`;
  const details = view !== 'back' && shape.details ? `<path d="${shape.details}" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>` : '';
  const extra = view !== 'back' && shape.extra ? shape.extra(color, ink) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${escapeXml(label)}">` +
    `<rect x="-${WIDTH}" y="-${HEIGHT}" width="${WIDTH * 3}" height="${HEIGHT * 3}" fill="${BACKGROUND}"/>` +
    `<path d="${shape.body}" fill="${color}" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    details +
    extra +
    '</svg>'
  );
}

/** The footer's payments image (docs/product-rules.md §9: 300 px wide): the cards the checkout takes, no other. */
export function paymentsSvg(width: number, height: number): string {
  // "Mastercard" in 12 px bold is wider than its card: it takes a smaller size.
  const look: Record<(typeof ACCEPTED_CARDS)[number], { label: string; fill: string; ink: string; size: number }> = {
    Visa: { label: 'VISA', fill: '#1a1f71', ink: '#ffffff', size: 12 },
    Mastercard: { label: 'Mastercard', fill: '#252525', ink: '#f79e1b', size: 10 },
  };
  const cardWidth = 68;
  const items = ACCEPTED_CARDS.map((brand) => look[brand])
    .map(
      (card, index) =>
        `<g transform="translate(${4 + index * (cardWidth + 6)} 4)"><rect width="${cardWidth}" height="40" rx="5" fill="${card.fill}" stroke="#c9c4bb"/>` +
        `<text x="${cardWidth / 2}" y="25" font-family="Arial, sans-serif" font-size="${card.size}" font-weight="700" text-anchor="middle" fill="${card.ink}">${card.label}</text></g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 48" role="img" aria-label="${escapeXml(ACCEPTED_CARDS.join(', '))}">${items}</svg>`;
}

const SOCIAL_LETTERS: Record<string, { letter: string; fill: string }> = {
  instagram: { letter: 'IG', fill: '#c13584' },
  facebook: { letter: 'f', fill: '#1877f2' },
  pinterest: { letter: 'P', fill: '#bd081c' },
};
export const SOCIAL_NETWORKS = Object.keys(SOCIAL_LETTERS);

export function socialSvg(network: string, size: number): string {
  const { letter, fill } = SOCIAL_LETTERS[network];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32" role="img" aria-label="${network}">` +
    `<circle cx="16" cy="16" r="16" fill="${fill}"/><text x="16" y="21" font-family="Arial, sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#ffffff">${letter}</text></svg>`
  );
}
