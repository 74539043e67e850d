import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabbableIn, useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';

function Trap({ label, children }: { label: string; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  return (
    <div ref={ref} tabIndex={-1} aria-label={label} role="group">
      <button>{label} primo</button>
      <button>{label} ultimo</button>
      {children}
    </div>
  );
}

function Harness() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button onClick={() => setOuter(true)}>Apri</button>
      {outer && (
        <Trap label="Esterno">
          <button onClick={() => setInner(true)}>Apri interno</button>
          <button onClick={() => setOuter(false)}>Chiudi esterno</button>
        </Trap>
      )}
      {inner && (
        <div>
          <Trap label="Interno" />
          <button onClick={() => setInner(false)}>Chiudi interno</button>
        </div>
      )}
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in, wraps Tab both ways and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Apri' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Esterno primo' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chiudi esterno' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Esterno primo' }));
    await user.click(screen.getByRole('button', { name: 'Chiudi esterno' }));
    expect(document.activeElement).toBe(opener);
  });

  it('brings back focus that escapes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    screen.getByRole('button', { name: 'Apri' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Esterno primo' }));
  });

  it('lets only the innermost trap act and hands focus back when it closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const innerOpener = screen.getByRole('button', { name: 'Apri interno' });
    await user.click(innerOpener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Interno primo' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Interno primo' }));
    await user.click(screen.getByRole('button', { name: 'Chiudi interno' }));
    expect(document.activeElement).toBe(innerOpener);
  });

  it('skips what Tab cannot reach', () => {
    const box = document.createElement('div');
    box.innerHTML =
      '<button>a</button><button disabled>b</button><a>c</a><a href="#x">d</a><span tabindex="-1">e</span><div hidden><input></div><input type="hidden"><span tabindex="0">f</span>';
    expect(tabbableIn(box).map((el) => el.textContent)).toEqual(['a', 'd', 'f']);
  });
});

function Locker({ active }: { active: boolean }) {
  useScrollLock(active);
  return null;
}

describe('useScrollLock', () => {
  it('locks while any lock is held and restores the body styles after the last', () => {
    document.body.style.overflow = 'scroll';
    const first = render(<Locker active />);
    const second = render(<Locker active />);
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    first.rerender(<Locker active={false} />);
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });
});
