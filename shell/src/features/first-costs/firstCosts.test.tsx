import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link } from 'react-router-dom';

/** The head's script exactly as the page carries it. */
const firstCosts = /<script data-first-costs>([\s\S]*?)<\/script>/.exec(readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8'))![1];

const Page = () => <Link to="/it/c/uomo">Uomo</Link>;

describe("the browser's first costs, paid in the head", () => {
  let replaceState: jest.SpyInstance;
  beforeEach(() => {
    window.history.replaceState(null, '', '/it');
    replaceState = jest.spyOn(window.history, 'replaceState');
  });
  afterEach(() => replaceState.mockRestore());

  it("leaves the router's start without a history write of its own", () => {
    new Function(firstCosts)();
    replaceState.mockClear();
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    expect(replaceState).not.toHaveBeenCalled();
    // The entry the head wrote is one the router counts from: the next page is one step on.
    fireEvent.click(screen.getByRole('link', { name: 'Uomo' }));
    expect(window.history.state).toMatchObject({ idx: 1 });
  });

  it('is what the router would write itself (without it, the router writes it during hydration)', () => {
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('leaves a history entry that already has its state alone (back, forward, reload)', () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 3 }, '');
    replaceState.mockClear();
    new Function(firstCosts)();
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 3 });
  });
});
