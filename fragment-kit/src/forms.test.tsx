import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { Checkbox, Field } from '@bottega/ui';
import * as fields from '@bottega/api-contract/fields';
import { useShopForm } from './forms';

const t = { required: 'Questo campo è obbligatorio', email: 'Indirizzo e-mail non valido' };
const schema = z.object({ email: fields.email(t), name: z.string(), privacy: z.boolean() });
const privacyMessage = 'Devi accettare la privacy policy per procedere';

function Form({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useShopForm(schema, { email: '', name: '', privacy: false });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <Field label="E-mail" {...form.field('email')} />
      <Field label="Nome" {...form.field('name')} />
      <Checkbox label="Privacy" {...form.requiredBox('privacy', privacyMessage)} />
      <button type="submit">Invia</button>
    </form>
  );
}

const typeIn = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('the timing of a form’s messages', () => {
  it('says nothing while the shopper first types, says what is wrong once they leave the field, then follows their typing', async () => {
    render(<Form onValid={jest.fn()} />);
    typeIn('E-mail', 'mario@');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Indirizzo e-mail non valido')).toBeNull();
    fireEvent.blur(screen.getByLabelText('E-mail'));
    expect(await screen.findByText('Indirizzo e-mail non valido')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    typeIn('E-mail', 'mario@example.it');
    await waitFor(() => expect(screen.queryByText('Indirizzo e-mail non valido')).toBeNull());
    typeIn('E-mail', '');
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeTruthy();
  });

  it('says a required box’s message as soon as it is unticked, or once it is all that is missing', async () => {
    render(<Form onValid={jest.fn()} />);
    fireEvent.click(screen.getByLabelText(/^Privacy/));
    expect(screen.queryByText(privacyMessage)).toBeNull();
    fireEvent.click(screen.getByLabelText(/^Privacy/));
    expect(await screen.findByText(privacyMessage)).toBeTruthy();
  });

  it('says nothing of an untouched required box while the rest of the form is wrong', async () => {
    render(<Form onValid={jest.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(privacyMessage)).toBeNull();
    typeIn('E-mail', 'mario@example.it');
    expect(await screen.findByText(privacyMessage)).toBeTruthy();
  });

  it('on submit says every message, focuses the first field that has one, and sends nothing', async () => {
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    typeIn('Nome', 'Mario');
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the values as the rules give them back (the e-mail trimmed) once all is well', async () => {
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    typeIn('E-mail', ' mario@example.it ');
    fireEvent.click(screen.getByLabelText(/^Privacy/));
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'mario@example.it', name: '', privacy: true }, expect.anything()));
  });
});
