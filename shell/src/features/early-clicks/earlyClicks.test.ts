import { readFileSync } from 'node:fs';
import path from 'node:path';
import { replayEarlyClicks } from '@bottega/fragment-kit';
import { shellHydrated } from '.';

/** The catcher exactly as the page's head carries it. */
const catcher = /<script data-early-clicks>([\s\S]*?)<\/script>/.exec(readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8'))![1];

describe('clicks before a fragment has mounted', () => {
  let removeCatcher: () => void;
  beforeEach(() => {
    const add = document.addEventListener.bind(document);
    const listeners: Array<[string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]> = [];
    document.addEventListener = (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listeners.push([type, listener, options]);
      add(type, listener, options);
    };
    new Function(catcher)();
    document.addEventListener = add;
    removeCatcher = () => listeners.forEach(([type, listener, options]) => document.removeEventListener(type, listener, options));
    document.body.innerHTML = `
      <div data-slot-id="a" data-slot-state="loading"><div data-slot-host><div data-team="cart"><button id="mini">Carrello</button><a id="link" href="#cart">Carrello</a></div></div></div>
      <div data-slot-id="b" data-slot-state="mounted"><div data-slot-host><div data-team="acc"><button id="account">Accedi</button></div></div></div>
      <button id="shell">Menu</button>`;
  });
  afterEach(() => removeCatcher());

  it('holds back a click on a button of a fragment that has not mounted, and gives it back once it has', () => {
    const mini = document.getElementById('mini')!;
    const heard = jest.fn();
    mini.addEventListener('click', heard);
    mini.click();
    mini.click();
    expect(heard).not.toHaveBeenCalled();
    expect(window.__bottegaEarlyClicks).toEqual([mini]);

    document.querySelector('[data-slot-id="a"]')!.setAttribute('data-slot-state', 'mounted');
    replayEarlyClicks(document.querySelector('[data-slot-id="a"]')!);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(window.__bottegaEarlyClicks).toEqual([]);
  });

  it('lets links, mounted fragments and the shell’s own buttons work as they do', () => {
    const heard = jest.fn();
    for (const id of ['link', 'account', 'shell']) document.getElementById(id)!.addEventListener('click', heard);
    for (const id of ['link', 'account', 'shell']) document.getElementById(id)!.click();
    expect(heard).toHaveBeenCalledTimes(3);
    expect(window.__bottegaEarlyClicks).toEqual([]);
  });

  it('gives a click to the button drawn in place of the server’s one when the fragment drew afresh', () => {
    const slot = document.querySelector('[data-slot-id="a"]')!;
    document.getElementById('mini')!.click();
    // The fragment's props changed before its code came: it renders its own HTML over the server's.
    const host = slot.querySelector('[data-slot-host]')!;
    host.innerHTML = '<div data-team="cart"><button id="drawn">Carrello</button><button>Svuota</button></div>';
    const heard = jest.fn();
    document.getElementById('drawn')!.addEventListener('click', heard);
    slot.setAttribute('data-slot-state', 'mounted');
    replayEarlyClicks(host);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(window.__bottegaEarlyClicks).toEqual([]);
  });

  it('drops a click when nothing drawn afresh is plainly its button, and never gives it to another slot', () => {
    const slot = document.querySelector('[data-slot-id="a"]')!;
    document.getElementById('mini')!.click();
    const host = slot.querySelector('[data-slot-host]')!;
    host.innerHTML = '<div data-team="cart"><button>Carrello</button><button>Carrello</button></div>';
    const heard = jest.fn();
    host.querySelectorAll('button').forEach((button) => button.addEventListener('click', heard));
    replayEarlyClicks(document.querySelector('[data-slot-id="b"]')!);
    expect(window.__bottegaEarlyClicks).toHaveLength(1);
    replayEarlyClicks(host);
    expect(heard).not.toHaveBeenCalled();
    expect(window.__bottegaEarlyClicks).toEqual([]);
  });

  it('gives a slot back only its own clicks', () => {
    document.getElementById('mini')!.click();
    replayEarlyClicks(document.querySelector('[data-slot-id="b"]')!);
    expect(window.__bottegaEarlyClicks).toHaveLength(1);
  });

  describe('on the shell’s own buttons, before the shell has hydrated', () => {
    beforeEach(() => {
      document.body.innerHTML = `
        <div id="root">
          <button type="button" id="wishlist">La mia lista dei desideri</button>
          <form action="/consent" method="post"><button type="submit" id="accept">Accetta</button></form>
          <div data-slot-id="a" data-slot-state="loading"><div data-slot-host><button id="mini">Carrello</button></div></div>
        </div>`;
    });

    it('holds a press on a button that needs the shell’s code, and gives it back once when the shell has hydrated', () => {
      const wishlist = document.getElementById('wishlist')!;
      const heard = jest.fn();
      wishlist.addEventListener('click', heard);
      wishlist.click();
      document.getElementById('mini')!.click();
      expect(heard).not.toHaveBeenCalled();

      shellHydrated();
      expect(heard).toHaveBeenCalledTimes(1);
      // The slot's press waits for its fragment, not for the shell.
      expect(window.__bottegaEarlyClicks).toEqual([document.getElementById('mini')]);
      wishlist.click();
      expect(heard).toHaveBeenCalledTimes(2);
    });

    it('lets a form’s submit button do what it does as HTML', () => {
      const submitted = jest.fn((event: Event) => event.preventDefault());
      document.querySelector('form')!.addEventListener('submit', submitted);
      document.getElementById('accept')!.click();
      expect(submitted).toHaveBeenCalledTimes(1);
      expect(window.__bottegaEarlyClicks).toEqual([]);
    });
  });
});
