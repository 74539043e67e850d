/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { slotHostHtml } from '../../server/ssr';
import { SlotHost } from './serverSlots';

describe('a slot drawn by the edge', () => {
  it('is the markup the shell renders in the browser, so hydration keeps it', () => {
    const content = { html: '<div data-team="cart"><button>Carrello &amp; co</button></div>', data: '{"idPrefix":"f1-","state":{}}', css: ['http://localhost:8082/1.0.0/chunks/a.1a2b.css', 'http://localhost:8082/1.0.0/chunks/b.3c4d.css?x=1&y=2'] };
    expect(slotHostHtml(content)).toBe(renderToString(<SlotHost hostRef={null} content={content} />));
    expect(slotHostHtml(null)).toBe(renderToString(<SlotHost hostRef={null} content={null} />));
  });
});
