import sharp from 'sharp';

/** The size link previews show best: 1.91:1, as Open Graph and X's large summary card ask. */
export const PREVIEW_SIZE = { width: 1200, height: 630 };

/** A JPEG of one of the shop's SVG pictures for link previews, which show no SVG; sharp renders it, no browser (docs/adr/0032-preview-pictures.md). */
export function jpegOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
