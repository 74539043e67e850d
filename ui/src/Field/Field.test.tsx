import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './Field';

describe('Field', () => {
  it('labels its input', async () => {
    const onChange = jest.fn();
    render(<Field label="E-mail" type="email" name="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('links its error text and marks the control invalid', () => {
    render(<Field label="E-mail" error="Inserisci un indirizzo e-mail valido" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(described!.textContent).toBe('Inserisci un indirizzo e-mail valido');
  });

  it('reads the hint, then the error, after any description of its own', () => {
    render(<Field label="Password" type="password" id="pwd" hint="Almeno 8 caratteri" error="Password troppo corta" aria-describedby="extra" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-describedby')).toBe('extra pwd-hint pwd-error');
    expect(document.getElementById('pwd-hint')!.textContent).toBe('Almeno 8 caratteri');
  });

  it('marks a required field for the eye and for the browser', () => {
    render(<Field label="Nome" required />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByTitle('Campo obbligatorio').getAttribute('aria-hidden')).toBe('true');
  });

  it('renders a textarea', () => {
    render(<Field as="textarea" label="Messaggio" rows={4} />);
    expect(screen.getByRole('textbox', { name: 'Messaggio' }).tagName).toBe('TEXTAREA');
  });

  it('renders a select with its options', async () => {
    const onChange = jest.fn();
    render(
      <Field as="select" label="Taglia" defaultValue="" onChange={onChange} error="Seleziona una taglia">
        <option value="">Scegli</option>
        <option value="M">M</option>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Taglia' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(select, 'M');
    expect(onChange).toHaveBeenCalled();
  });

  it('gives two fields two different ids', () => {
    render(
      <>
        <Field label="Nome" />
        <Field label="Cognome" />
      </>,
    );
    expect(screen.getByLabelText('Nome').id).not.toBe(screen.getByLabelText('Cognome').id);
  });
});
