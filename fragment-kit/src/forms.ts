// One way every form of the shop behaves (docs/adr/0012-one-form-layer.md): react-hook-form over
// the contract's field rules (@bottega/api-contract/fields). Its own entry, so that only the
// fragments with a form download the form library.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldError, type Path } from 'react-hook-form';
import type * as z from 'zod/mini';

type Values = Record<string, string | boolean>;

/**
 * A form over `schema`, starting from `initial`. A field says what is wrong once the shopper has
 * left it, and from then on as they type; submitting says every message and focuses the first
 * field that has one. The fields are the browser's own (uncontrolled): what a shopper typed in the
 * server's HTML before the code arrived is what the form reads.
 */
export function useShopForm<V extends Values, Output = V>(schema: z.ZodMiniType<Output, V>, initial: V) {
  const form = useForm<V, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<V>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const error = (name: Path<V>) => (form.formState.errors[name] as FieldError | undefined)?.message;

  /** Props for a ui Field: the control registered, drawn with its starting value, and its message once due. */
  const field = (name: Path<V>) => ({ ...form.register(name), defaultValue: initial[name] as string, error: error(name) });

  /** Props for a ui Checkbox: ticking one counts as leaving it. */
  const checkbox = (name: Path<V>) => {
    const registered = form.register(name);
    return {
      ...registered,
      defaultChecked: initial[name] as boolean,
      error: error(name),
      onChange: async (event: { target: unknown; type?: unknown }) => {
        await registered.onChange(event);
        await form.trigger(name);
      },
    };
  };

  return { ...form, field, checkbox, error };
}
