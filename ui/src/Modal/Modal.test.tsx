import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from '../Drawer/Drawer';
import { Modal } from './Modal';

function LoginHarness() {
  const [open, setOpen] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Accedi</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Accedi al tuo account" initialFocusRef={email} size="sm">
        <a href="/it/reset-password">Password dimenticata?</a>
        <label>
          E-mail <input ref={email} type="email" />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('focuses what it is told to, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<LoginHarness />);
    const opener = screen.getByRole('button', { name: 'Accedi' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Accedi al tuo account' });
    expect(dialog.className).toContain('modalSm');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('when not dismissible, offers no close button and ignores Escape and the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open onClose={onClose} title="Consenso ai cookie" dismissible={false}>
        <button>Accetta</button>
        <button>Rifiuta</button>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Chiudi' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accetta' }));
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('[data-backdrop]')!);
    expect(onClose).not.toHaveBeenCalled();
    document.body.style.overflow = '';
  });

  it('over a drawer, Escape closes only the modal and keeps the page locked until both are closed', async () => {
    const user = userEvent.setup();
    function Stack() {
      const [drawer, setDrawer] = useState(true);
      const [modal, setModal] = useState(false);
      return (
        <Drawer open={drawer} onClose={() => setDrawer(false)} title="Il tuo carrello">
          <button onClick={() => setModal(true)}>Rimuovi</button>
          <Modal open={modal} onClose={() => setModal(false)} title="Rimuovere il prodotto?" size="sm">
            <button>Conferma</button>
          </Modal>
        </Drawer>
      );
    }
    render(<Stack />);
    const remove = screen.getByRole('button', { name: 'Rimuovi' });
    await user.click(remove);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.activeElement).toBe(remove);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
