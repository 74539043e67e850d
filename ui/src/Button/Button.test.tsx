import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button that never submits a form by accident', async () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button onClick={onClick}>Aggiungi al carrello</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', async () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit">Invia</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('applies its variant and size', () => {
    render(
      <Button variant="danger" size="lg">
        Elimina
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Elimina' });
    expect(button.className).toContain('danger');
    expect(button.className).toContain('buttonLg');
  });

  it('while loading keeps its name and focus, says it is busy and ignores clicks', async () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit" loading>
          Paga ora
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Paga ora' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(document.activeElement).toBe(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Continua
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a real link when given href', async () => {
    const onClick = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <Button href="/it/checkout/user-account" onClick={onClick}>
        Vai alla cassa
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Vai alla cassa' });
    expect(link.getAttribute('href')).toBe('/it/checkout/user-account');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a disabled link leads nowhere', async () => {
    const onClick = jest.fn();
    render(
      <Button href="/it/checkout/user-account" disabled onClick={onClick}>
        Vai alla cassa
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Vai alla cassa' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes its ref to the element', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Ok</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ok' }));
  });
});
