import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is named by rich content and toggles from its label', async () => {
    const onChange = jest.fn();
    render(
      <Checkbox
        name="privacy"
        onChange={onChange}
        label={
          <>
            Ho letto l'<a href="/privacy">informativa sulla privacy</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: /Ho letto l'.*informativa sulla privacy/ });
    await userEvent.click(screen.getByText(/Ho letto/));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('links its error text and marks itself invalid', () => {
    render(<Checkbox label="Accetto i termini" required error="Devi accettare i termini" />);
    const box = screen.getByRole('checkbox', { name: 'Accetto i termini' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.hasAttribute('required')).toBe(true);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe('Devi accettare i termini');
  });
});
