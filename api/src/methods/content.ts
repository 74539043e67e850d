import sanitizeHtml from 'sanitize-html';
import { type contentMethods, shopPath } from '@bottega/api-contract';
import type { Handlers } from './handler';
import { HttpError } from '../httpError';
import { rateLimit } from '../rateLimit';
import { verifyCaptcha } from '../auth/captcha';
import { normalizePath } from './catalog';
import { readVersion } from './versions';

/** CMS HTML is shown inside the shop, so only formatting, links and images survive; scripts, handlers, styles and foreign schemes go. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'address', 'span', 'img', 'blockquote', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'], img: ['src', 'alt', 'width', 'height', 'loading'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, { href, ...attribs }) => {
      const link = href === undefined ? null : cmsLink(href);
      return { tagName, attribs: { ...(link ? { href: link } : {}), ...attribs, ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}) } };
    },
    img: (tagName, { src, ...attribs }) => {
      const link = src === undefined ? null : cmsLink(src);
      return { tagName, attribs: { ...(link && !/^(mailto|tel):/i.test(link) ? { src: link } : {}), ...attribs } };
    },
  },
};

/** What a CMS author may link to by its full address: another site over https, a mail, a phone. */
const EXTERNAL_LINK = /^(https:\/\/[^\s\\@/]+(?:[/?#][^\s\\]*)?|mailto:[^\s\\]+|tel:[^\s\\]+)$/i;

/** A CMS link: a shop path by `shopPath` (so `//host` in disguise is dropped), or an external https, mailto or tel address; null for anything else. */
function cmsLink(url: string): string | null {
  return shopPath(url) ?? (EXTERNAL_LINK.test(url) ? url : null);
}

const isCmsLink = (url: unknown): url is string => typeof url === 'string' && cmsLink(url) !== null;

export function sanitizeCms(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

type BlockData = {
  image?: { url: string; alt: string; width: number; height: number };
  text?: string;
  links?: Array<{ label: string; url: string; target: '_self' | '_blank' }>;
  social?: Array<{ image: string; alt: string; width: number; height: number; url: string }>;
  contact?: { email: string; phone: string };
};

export const CONTACT_LIMIT = { requests: 5, windowSeconds: 600 };

export const contentHandlers: Handlers<typeof contentMethods> = {
  async captchaConfig(ctx) {
    const { siteKey, version, scriptUrl } = ctx.config.captcha;
    return { enabled: Boolean(siteKey), siteKey: siteKey ?? '', version: siteKey ? version : null, scriptUrl };
  },

  contentVersion: (ctx) => readVersion(ctx.db, 'content_version'),

  async cmsBlocks(ctx, { identifiers }) {
    const rows = await ctx.db
      .selectFrom('cms_blocks')
      .selectAll()
      .where('identifier', 'in', [...new Set(identifiers)])
      .execute();
    const byIdentifier = new Map(rows.map((row) => [row.identifier, row]));
    return {
      items: identifiers.flatMap((identifier) => {
        const row = byIdentifier.get(identifier);
        if (!row) return [];
        byIdentifier.delete(identifier);
        const data = row.data as BlockData;
        return [
          {
            identifier: row.identifier,
            title: row.title,
            content: sanitizeCms(row.content),
            image: data.image && isCmsLink(data.image.url) ? data.image : null,
            text: data.text ?? null,
            links: (data.links ?? []).filter((link) => isCmsLink(link.url)),
            social: (data.social ?? []).filter((entry) => isCmsLink(entry.url) && isCmsLink(entry.image)),
            contact: data.contact ?? null,
          },
        ];
      }),
    };
  },

  async cmsPage(ctx, input) {
    const query = ctx.db.selectFrom('cms_pages').selectAll();
    const page = await ('identifier' in input ? query.where('identifier', '=', input.identifier) : query.where('url_key', '=', normalizePath(input.url))).executeTakeFirst();
    if (!page) throw new HttpError(404, 'La pagina richiesta non esiste.');
    return { ...page, content: sanitizeCms(page.content) };
  },

  async contactUs(ctx, input) {
    await rateLimit(ctx, 'contact', CONTACT_LIMIT.requests, CONTACT_LIMIT.windowSeconds);
    await verifyCaptcha(ctx, input.recaptchaToken, 'contactUs');
    await ctx.db
      .insertInto('contact_requests')
      .values({ name: input.name, email: input.email.toLowerCase(), telephone: input.telephone || null, comment: input.comment })
      .execute();
    ctx.log.info({ email: input.email }, 'contact request stored');
    return { status: true as const };
  },
};
