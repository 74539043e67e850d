import { accountOpenLogin, type FragmentProps } from '@bottega/browser-contract';
import { Button, Field, Icon } from '@bottega/ui';
import { messages } from '../../messages/it';
import { errorMessage } from '../../app/errors';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { resetForm, resetLinkOf } from '../../features/auth/auth.rules';
import { useResetPassword } from '../../features/auth/useAuth';
import { FormAlert } from '../../features/auth/components/FormAlert';
import styles from './ResetPasswordPage.module.css';

const t = messages.reset;

/** /it/reset-password?token=&email= (and the legacy createPassword path): the link of the reset e-mail. */
export function ResetPasswordPage({ bus, query, params }: FragmentProps) {
  const link = resetLinkOf(query, params);
  const reset = useResetPassword(bus);
  const form = useShopForm(resetForm, { password: '', repassword: '' });
  const openLogin = () => bus.publish(accountOpenLogin('login'));
  const requestNew = () => bus.publish(accountOpenLogin('forgot'));

  let content;
  if (reset.isSuccess) {
    content = (
      <div className={styles.done} role="status">
        <span className={styles.doneIcon}>
          <Icon name="check" size={24} />
        </span>
        <h2 className={styles.subtitle}>{t.doneTitle}</h2>
        <p className={styles.text}>{t.done}</p>
        <Button size="lg" onClick={openLogin}>
          {t.login}
        </Button>
      </div>
    );
  } else if (!link) {
    content = (
      <div className={styles.done}>
        <p className={styles.text}>{t.missingLink}</p>
        <Button size="lg" variant="secondary" onClick={requestNew}>
          {t.requestNew}
        </Button>
      </div>
    );
  } else {
    content = (
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => reset.mutate({ email: link.email, token: link.token, password: values.password }))}>
        <p className={styles.text}>{t.intro(link.email)}</p>
        <Field label={t.password} hint={messages.register.passwordHint} type="password" autoComplete="new-password" required {...form.field('password')} />
        <Field label={t.repassword} type="password" autoComplete="new-password" required {...form.field('repassword')} />
        <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
          {t.submit}
        </Button>
        <FormAlert message={reset.isError ? errorMessage(reset.error) : undefined} />
        {reset.isError && (
          <Button variant="ghost" onClick={requestNew}>
            {t.requestNew}
          </Button>
        )}
      </form>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="acc-reset-title">
      <h1 id="acc-reset-title" className={styles.title}>
        {t.title}
      </h1>
      {content}
    </section>
  );
}
