import { createContext, type Ref } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';

/** A slot as the server rendered it: the team's HTML, the JSON it hydrates with (escaped for <script>) and its
 * stylesheets. The shell's slots and a fragment's nested slots are read alike. */
export interface ServerSlot {
  html: string;
  data: string;
  css: string[];
}

/** The id prefix of a fragment's own `useId` values, unique on the page and the same on both sides. */
export const idPrefixFor = (slotId: string) => `f${slotId.replace(/[^A-Za-z0-9]/g, '')}-`;

/** What a slot's box holds when the server rendered it: `null` when it left the box empty. */
export function readServerSlot(box: Element): ServerSlot | null {
  const host = box.querySelector(':scope > [data-slot-host]');
  const data = box.querySelector(':scope > script[data-slot-data]');
  if (!host?.firstElementChild || !data?.textContent) return null;
  const css = [...box.querySelectorAll<HTMLLinkElement>(':scope > link[rel="stylesheet"]')].map((link) => link.getAttribute('href')!);
  return { html: host.innerHTML, data: data.textContent, css };
}

/** The hydration a server-rendered slot's fragment needs (browser-contract fragment props `ssr`). */
export function hydrationOf(slot: ServerSlot | null): FragmentProps['ssr'] {
  if (!slot) return undefined;
  try {
    const { idPrefix, state } = JSON.parse(slot.data) as { idPrefix: string; state: unknown };
    return { idPrefix, state };
  } catch {
    return undefined;
  }
}

interface SlotHostProps {
  hostRef: Ref<HTMLDivElement>;
  /** Hidden while the slot shows its fallback: the fragment may still arrive. */
  hidden?: boolean;
  content: ServerSlot | null;
}

/** A fragment's element: its hydration data after the HTML tells the shell's CSS the box arrived whole
 * (docs/adr/0021). The edge writes the same markup (edge/src/ssr/fragmentSource.ts). */
export function SlotHost({ hostRef, hidden, content }: SlotHostProps) {
  // Empty, the host is a hole until the shell fills it: a page the server sends with one starts the shell at load (edge/src/start.ts).
  if (!content) return <div ref={hostRef} hidden={hidden} data-slot-host="" data-start="load" />;
  return (
    <>
      {content.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <div ref={hostRef} hidden={hidden} data-slot-host="server" dangerouslySetInnerHTML={{ __html: content.html }} suppressHydrationWarning />
      <script type="application/json" data-slot-data="" dangerouslySetInnerHTML={{ __html: content.data }} />
    </>
  );
}

/** A slot box's markers, `page` or `nested`: the edge renders the page's slots itself and takes nested ones from the
 * renderer's answer (docs/adr/0020, edge/src/ssr/streamPage.ts). */
export const SLOT_MARKERS = {
  page: { name: 'data-slot', id: 'data-slot-id', pending: 'data-slot-pending' },
  nested: { name: 'data-nested-slot', id: 'data-nested-id', pending: 'data-nested-pending' },
} as const;
export type SlotLevel = keyof typeof SLOT_MARKERS;

/** What a slot rendered on the server names, for the edge to ask its team (docs/adr/0011, 0020). */
export interface SlotRequest {
  /** The slot's `useId`: the same on the server and in the hydrating browser. */
  id: string;
  remote: string;
  fragment: string;
  params: Record<string, string>;
  /** A page slot's query string (a listing's filters); a nested slot has its fragment's. */
  query?: string;
}

/** What the slots below know of the server: on the server each leaves a marker the edge fills; in the browser the
 * shell or a hydrating fragment hands over the server's HTML, by id. */
export interface ServerSlots {
  request?: (slot: SlotRequest) => void;
  serverContent?: ReadonlyMap<string, ServerSlot>;
}

export const ServerSlotsContext = createContext<ServerSlots>({});

/** What the server rendered in each slot of `level` under `root`, read before the page or fragment hydrates. */
export function readServerSlots(root: ParentNode, level: SlotLevel): Map<string, ServerSlot> {
  const { id } = SLOT_MARKERS[level];
  const contents = new Map<string, ServerSlot>();
  for (const box of root.querySelectorAll<HTMLElement>(`[${id}]`)) {
    const content = readServerSlot(box);
    if (content) contents.set(box.getAttribute(id)!, content);
  }
  return contents;
}
