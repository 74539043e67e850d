import { createContext, use, type Ref } from 'react';
import { preload } from 'react-dom';

/**
 * A slot as the server drew it: the team's HTML, the JSON the fragment hydrates with (its data and
 * id prefix, already escaped for a <script> element), and the files it needs in the browser.
 */
export interface ServerSlot {
  html: string;
  data: string;
  css: string[];
  js: string[];
  /** Resources the fragment wants early (its main image): hints for the page's head, server side only. */
  preloads?: Array<{ href: string; as: 'image' | 'font' | 'style' | 'script' | 'fetch'; fetchPriority?: 'high' | 'low' | 'auto' }>;
}

/** What the server render asks the teams' renderers for (the plain part of the fragment's props). */
export interface FragmentRequest {
  /** The slot's useId: the same on the server and in the hydrating browser. */
  slotId: string;
  remote: string;
  fragment: string;
  props: { locale: 'it'; market: string; basePath: string; params: Record<string, string>; query: string };
  idPrefix: string;
}

/**
 * On the server, where each slot's HTML comes from (the edge asks the team's renderer, within its
 * budget). It answers null when the fragment is to be mounted in the browser instead. It must give
 * the same promise for the same slot: React asks again after the promise settles.
 */
export type FragmentSource = (request: FragmentRequest) => Promise<ServerSlot | null>;

export const FragmentSourceContext = createContext<FragmentSource | null>(null);

/** The id prefix of a fragment's own `useId` values, unique on the page and the same on both sides. */
export const idPrefixFor = (slotId: string) => `f${slotId.replace(/[^A-Za-z0-9]/g, '')}-`;

const captured = new Map<string, ServerSlot>();

/**
 * Reads the slots the server filled, before the shell hydrates: the browser must render the same
 * HTML in them while each team's code takes over its own slot.
 */
export function captureServerSlots(root: ParentNode = document) {
  for (const slot of root.querySelectorAll<HTMLElement>('[data-slot-id]')) {
    const host = slot.querySelector(':scope > [data-slot-host]');
    const data = slot.querySelector(':scope > script[data-slot-data]');
    if (!host?.firstElementChild || !data?.textContent) continue;
    try {
      const parsed = JSON.parse(data.textContent) as { css?: string[]; js?: string[] };
      captured.set(slot.dataset.slotId!, { html: host.innerHTML, data: data.textContent, css: parsed.css ?? [], js: parsed.js ?? [] });
    } catch {
      // Unreadable data: the slot mounts from scratch.
    }
  }
}

export const capturedSlot = (slotId: string) => captured.get(slotId) ?? null;

/** The hydration a captured slot's fragment needs (event-bus fragment props `ssr`). */
export function hydrationOf(slot: ServerSlot | null): { idPrefix: string; state: unknown } | undefined {
  if (!slot) return undefined;
  const { idPrefix, state } = JSON.parse(slot.data) as { idPrefix: string; state: unknown };
  return { idPrefix, state };
}

interface SlotHostProps {
  hostRef: Ref<HTMLDivElement>;
  className?: string;
  content: ServerSlot | null;
}

/**
 * The element a fragment lives in. With server content it carries the team's HTML (left alone by
 * the shell's React once hydrated: the team's own root owns it), the fragment's stylesheets and its
 * hydration data.
 */
export function SlotHost({ hostRef, className, content }: SlotHostProps) {
  if (!content) return <div ref={hostRef} className={className} data-slot-host="" />;
  for (const { href, as, fetchPriority } of content.preloads ?? []) preload(href, { as, fetchPriority });
  for (const href of content.js) preload(href, { as: 'script' });
  return (
    <>
      {/* Plain links, beside the HTML they style: they work without JavaScript, and the browser
          waits for them before it paints what follows, so nothing shifts. */}
      {content.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <div ref={hostRef} className={className} data-slot-host="" dangerouslySetInnerHTML={{ __html: content.html }} suppressHydrationWarning />
      <script type="application/json" data-slot-data="" dangerouslySetInnerHTML={{ __html: content.data }} />
    </>
  );
}

/** On the server: waits (under a Suspense boundary) for the team's answer, then draws it. */
export function ServerSlotHost({ source, request, hostRef, className }: { source: FragmentSource; request: FragmentRequest } & Omit<SlotHostProps, 'content'>) {
  return <SlotHost hostRef={hostRef} className={className} content={use(source(request))} />;
}
