import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The start script exactly as the page's head carries it (docs/adr/0037). */
const starter = /<script data-start>([\s\S]*?)<\/script>/.exec(readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8'))![1];

describe('the shell’s start', () => {
  let listeners: Array<[string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]>;
  const added = () => [...document.body.querySelectorAll(':scope > script')] as HTMLScriptElement[];

  /** A page as the edge sends it, with the start's scripts held in their template, and the head script run on it. */
  function load(root = '<div id="root"><div data-slot-host="server"><button>Aggiungi al carrello</button></div></div>') {
    document.body.innerHTML = `${root}<template id="shell-start"><script src="/chunks/start.1a2b3c.js"></script><script src="/main.js?abc"></script></template>`;
    const add = window.addEventListener.bind(window);
    window.addEventListener = (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listeners.push([type, listener, options]);
      add(type, listener, options);
    };
    new Function(starter)();
    window.addEventListener = add;
  }

  beforeEach(() => {
    listeners = [];
    document.documentElement.removeAttribute('data-start');
    document.documentElement.removeAttribute('data-started');
  });
  afterEach(() => listeners.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options)));

  it('fetches nothing while the shopper only reads the page', () => {
    load();
    expect(added()).toEqual([]);
    expect(document.documentElement.hasAttribute('data-started')).toBe(false);
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])('adds the start’s scripts once, in order, on the first %s', (type) => {
    load();
    document.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added().map((script) => [script.getAttribute('src'), script.async])).toEqual([
      ['/chunks/start.1a2b3c.js', false],
      ['/main.js?abc', false],
    ]);
    expect(document.documentElement.hasAttribute('data-started')).toBe(true);
  });

  it('starts at once on a page the server marked, on its <html> or on a slot it left to the browser', () => {
    document.documentElement.setAttribute('data-start', 'load');
    load();
    expect(added()).toHaveLength(2);

    document.documentElement.removeAttribute('data-start');
    load('<div id="root"><div data-slot-host="" data-start="load"></div></div>');
    expect(added()).toHaveLength(2);
  });

  it('takes scroll and movement that are not over the page for no intent', () => {
    load();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(added()).toEqual([]);
  });
});
