import { createContext, type Ref } from 'react';

/**
 * A slot as the server drew it: the team's HTML, the JSON the fragment hydrates with (its data and
 * id prefix, already escaped for a <script> element), and the stylesheets it needs first.
 */
export interface ServerSlot {
  html: string;
  data: string;
  css: string[];
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
 * On the server, where each slot's HTML comes from: the layout is drawn first with a marker in
 * each slot (`<template data-slot-pending>`, replaced by the edge: server/ssr.ts), every slot's team is asked at once, and the edge writes the page in
 * order, each slot when its team answers or its budget runs out (docs/adr/0011).
 */
export type FragmentSource = (request: FragmentRequest) => void;

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
    const css = [...slot.querySelectorAll<HTMLLinkElement>(':scope > link[rel="stylesheet"]')].map((link) => link.getAttribute('href')!);
    captured.set(slot.dataset.slotId!, { html: host.innerHTML, data: data.textContent, css });
  }
}

export const capturedSlot = (slotId: string) => captured.get(slotId) ?? null;

/** The hydration a captured slot's fragment needs (event-bus fragment props `ssr`). */
export function hydrationOf(slot: ServerSlot | null): { idPrefix: string; state: unknown } | undefined {
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
  className?: string;
  content: ServerSlot | null;
}

/**
 * The element a fragment lives in. With server content it carries the team's HTML (left alone by
 * the shell's React once hydrated: the team's own root owns it), the fragment's stylesheets (plain
 * links before the HTML they style: they work without JavaScript, and the browser waits for them
 * before it paints what follows) and its hydration data. The edge writes the same markup
 * (server/ssr.ts slotHostHtml); a test keeps the two alike.
 */
export function SlotHost({ hostRef, className, content }: SlotHostProps) {
  if (!content) return <div ref={hostRef} className={className} data-slot-host="" />;
  return (
    <>
      {content.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <div ref={hostRef} className={className} data-slot-host="" dangerouslySetInnerHTML={{ __html: content.html }} suppressHydrationWarning />
      <script type="application/json" data-slot-data="" dangerouslySetInnerHTML={{ __html: content.data }} />
    </>
  );
}
