import { notify, type Bus } from '@bottega/browser-contract';
import { Button, Field, formatDate } from '@bottega/ui';
import type { z } from 'zod';
import type { customer as customerSchema } from '@bottega/api-contract';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import { errorMessage } from '../../../app/errors';
import { Panel } from '../../account/components/Panel';
import { LoadState } from '../../account/components/LoadState';
import { FormAlert } from '../../auth/components/FormAlert';
import { useChangePassword, useCustomer, useUpdateCustomer } from '../useCustomer';
import { nameForm, passwordForm } from '../profile.rules';
import styles from './MyProfile.module.css';

type Customer = z.output<typeof customerSchema>;
const t = messages.profile;

/** Il mio profilo: who the shop knows the customer as, their name, and their password. */
export function MyProfile({ bus }: { bus: Bus }) {
  const customer = useCustomer();
  if (!customer.data) return <LoadState bus={bus} isPending={customer.isPending} error={customer.error} onRetry={() => customer.refetch()} />;
  return (
    <div className={styles.stack}>
      <Panel title={t.details}>
        <dl className={styles.details}>
          <div>
            <dt>{t.email}</dt>
            <dd>{customer.data.email}</dd>
          </div>
          <div>
            <dt>{t.taxCode}</dt>
            <dd className={styles.code}>{customer.data.tax_code}</dd>
          </div>
          <div>
            <dt>{t.memberSince}</dt>
            <dd>{formatDate(customer.data.created_at, 'long')}</dd>
          </div>
        </dl>
        {/* A new form whenever the saved name changes, so it always starts from what the shop has. */}
        <NameForm key={`${customer.data.firstname}|${customer.data.lastname}`} bus={bus} customer={customer.data} />
      </Panel>
      <Panel title={t.passwordTitle}>
        <PasswordForm bus={bus} />
      </Panel>
    </div>
  );
}

function NameForm({ bus, customer }: { bus: Bus; customer: Customer }) {
  const update = useUpdateCustomer();
  const form = useShopForm(nameForm, { firstname: customer.firstname, lastname: customer.lastname });
  const [firstname, lastname] = form.watch(['firstname', 'lastname']);
  const unchanged = firstname.trim() === customer.firstname && lastname.trim() === customer.lastname;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        update.mutate({ firstname: values.firstname.trim(), lastname: values.lastname.trim() }, { onSuccess: () => bus.publish(notify({ type: 'success', message: t.saved })) }),
      )}
    >
      <div className={styles.pair}>
        <Field label={t.firstName} autoComplete="given-name" required {...form.field('firstname')} />
        <Field label={t.lastName} autoComplete="family-name" required {...form.field('lastname')} />
      </div>
      <FormAlert message={update.isError ? errorMessage(update.error) : undefined} />
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending} disabled={unchanged}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

const emptyPasswords = { currentPassword: '', password: '', repassword: '' };

function PasswordForm({ bus }: { bus: Bus }) {
  const change = useChangePassword();
  const form = useShopForm(passwordForm, emptyPasswords);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        change.mutate(
          { currentPassword: values.currentPassword, newPassword: values.password },
          {
            onSuccess: () => {
              form.reset(emptyPasswords);
              bus.publish(notify({ type: 'success', message: t.passwordChanged }));
            },
          },
        ),
      )}
    >
      <Field label={t.currentPassword} type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
      <div className={styles.pair}>
        <Field label={t.newPassword} hint={messages.register.passwordHint} type="password" autoComplete="new-password" required {...form.field('password')} />
        <Field label={t.repassword} type="password" autoComplete="new-password" required {...form.field('repassword')} />
      </div>
      <FormAlert message={change.isError ? errorMessage(change.error) : undefined} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={change.isPending}>
          {t.changePassword}
        </Button>
      </div>
    </form>
  );
}
