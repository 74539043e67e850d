// One way every form of the shop behaves (docs/adr/0012-one-form-layer.md): react-hook-form over
// the contract's field rules (@bottega/api-contract/fields). Its own entry, so that only the
// fragments with a form download the form library.
import { zodResolver } from '@hookform/resolvers/zod';
import { useSyncExternalStore, type ChangeEvent, type Ref } from 'react';
import { useForm, type DefaultValues, type FieldError, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

type Values = Record<string, string | boolean>;
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `field` gives a ui Field (an input, a textarea or a select). */
export type FieldProps = Omit<UseFormRegisterReturn, 'ref' | 'onChange'> & {
  ref: (control: Control | null) => void;
  onChange: (event: ChangeEvent<Control>) => Promise<unknown>;
  defaultValue: string;
  error?: string;
};

export interface FieldOptions {
  /** Also hands the input to this ref (a modal's first field, which it focuses). */
  ref?: Ref<HTMLInputElement>;
  /** Writes what is typed in capitals, as the code is written (a fiscal code, a province). */
  uppercase?: boolean;
}

/** A form over `schema` whose fields say what is wrong once left, then as the shopper types. The fields are
 * uncontrolled, so what was typed in the server's HTML before the code came is what the form reads. */
export function useShopForm<V extends Values, Output = V>(schema: z.ZodMiniType<Output, V>, initial: V) {
  const form = useForm<V, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<V>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const error = (name: Path<V>) => (form.formState.errors[name] as FieldError | undefined)?.message;

  /** Props for a ui Field: the control registered, rendered with its starting value, and its message once due. */
  const field = (name: Path<V>, { ref, uppercase = false }: FieldOptions = {}): FieldProps => {
    const registered = form.register(name);
    return {
      ...registered,
      ref: (control: Control | null) => {
        registered.ref(control);
        // Handed on only where asked, for an input.
        const input = control as HTMLInputElement | null;
        if (typeof ref === 'function') ref(input);
        else if (ref) ref.current = input;
      },
      onChange: (event: ChangeEvent<Control>) => {
        if (uppercase) event.target.value = event.target.value.toUpperCase();
        return registered.onChange(event);
      },
      defaultValue: initial[name] as string,
      error: error(name),
    };
  };

  /** Props for a ui Checkbox: ticking one counts as leaving it. */
  const checkbox = (name: Path<V>) => {
    const registered = form.register(name);
    return {
      ...registered,
      defaultChecked: initial[name] as boolean,
      error: error(name),
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        await registered.onChange(event);
        await registered.onBlur({ target: event.target, type: 'blur' });
      },
    };
  };

  /** Props for one radio button of a choice. */
  const radio = (name: Path<V>, value: string) => ({ ...form.register(name), type: 'radio', value, defaultChecked: initial[name] === value });

  /** A box the form is not sent without, judged apart from the rules because its button stays disabled until it is
   * ticked (docs/product-rules.md §5). */
  const requiredBox = (name: Path<V>, message: string) => {
    // eslint-disable-next-line react-hooks/incompatible-library -- watch() redraws the form when the box changes, as its message needs; no code here goes through the React Compiler (ADR 0015)
    const ticked = form.watch(name) as boolean;
    const touched = (form.formState.touchedFields as Partial<Record<Path<V>, boolean>>)[name];
    const said = !ticked && (touched || form.formState.isValid);
    return { ...checkbox(name), required: true, error: said ? message : undefined };
  };

  return { ...form, field, checkbox, radio, requiredBox, error };
}

const noChange = () => () => {};

/** False until the island's code runs, so a button only a script may disable stays enabled before: the form then
 * posts as HTML and its team judges it (docs/adr/0038-shopper-actions-as-html-forms.md). */
export const useScriptsRunning = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
