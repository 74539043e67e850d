import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from './Drawer';

function CartHarness({ side }: { side?: 'left' | 'right' }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button onClick={() => setOpen(true)}>Carrello</button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Il tuo carrello" side={side} footer={<a href="/it/checkout/user-account">Vai alla cassa</a>}>
        <a href="/it/maglione-blu.html">Maglione blu</a>
      </Drawer>
    </main>
  );
}

async function openDrawer(side?: 'left' | 'right') {
  const user = userEvent.setup();
  const { container } = render(<CartHarness side={side} />);
  const opener = screen.getByRole('button', { name: 'Carrello' });
  await user.click(opener);
  return { user, opener, container, dialog: screen.getByRole('dialog', { name: 'Il tuo carrello' }) };
}

describe('Drawer', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('is a modal dialog named by its title, rendered in a portal', async () => {
    const { dialog, container } = await openDrawer();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('moves focus into the drawer and returns it on close', async () => {
    const { user, opener, dialog } = await openDrawer();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('traps Tab inside, footer included', async () => {
    const { user, dialog } = await openDrawer();
    const close = screen.getByRole('button', { name: 'Chiudi' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Maglione blu' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Vai alla cassa' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape', async () => {
    const { user, opener } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('still closes on Escape when the focused line was removed and focus fell to the page', async () => {
    const { user } = await openDrawer();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the backdrop but not inside the panel', async () => {
    const { user, dialog } = await openDrawer();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(document.querySelector('[data-backdrop]')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while open', async () => {
    const { user } = await openDrawer();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('slides in from the side it is given', async () => {
    const { dialog } = await openDrawer('left');
    expect(dialog.className).toContain('drawerLeft');
  });

  it('tells the page which side it covers, so notifications can keep clear of it', async () => {
    const { dialog } = await openDrawer();
    expect(dialog.closest('[data-overlay]')?.getAttribute('data-overlay')).toBe('drawer-right');
  });
});
