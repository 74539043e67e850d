import { createContext } from 'react';
import { readServerSlot, type ServerSlot } from '@bottega/fragment-kit/slots';
import type { RenderRequest } from '@bottega/fragment-kit/protocol';

/** What the server render asks the teams' renderers for (the plain part of the fragment's props). */
export interface FragmentRequest {
  /** The slot's useId: the same on the server and in the hydrating browser. */
  slotId: string;
  remote: string;
  fragment: string;
  props: RenderRequest['props'];
  idPrefix: string;
}

/**
 * On the server, where each slot's HTML comes from: the layout is drawn first with a marker in
 * each slot (`<template data-slot-pending>`, replaced by the edge: edge/src/ssr/streamPage.ts), every slot's team is asked at once, and the edge writes the page in
 * order, each slot when its team answers or its budget runs out (docs/adr/0011).
 */
export type FragmentSource = (request: FragmentRequest) => void;

export const FragmentSourceContext = createContext<FragmentSource | null>(null);

const captured = new Map<string, ServerSlot>();

/**
 * Reads the slots the server filled, before the shell hydrates: the browser must render the same
 * HTML in them while each team's code takes over its own slot.
 */
export function captureServerSlots(root: ParentNode = document) {
  for (const slot of root.querySelectorAll<HTMLElement>('[data-slot-id]')) {
    const content = readServerSlot(slot);
    if (content) captured.set(slot.dataset.slotId!, content);
  }
}

export const capturedSlot = (slotId: string) => captured.get(slotId) ?? null;
