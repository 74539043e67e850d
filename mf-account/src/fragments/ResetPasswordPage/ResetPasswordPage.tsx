import { accountOpenLogin, type FragmentProps } from '@bottega/browser-contract';
import { formAction, formStatusOf, onPlainClick } from '@bottega/fragment-kit';
import { Button, Field } from '@bottega/ui';
import { messages } from '../../messages/it';
import { errorMessage } from '../../app/errors';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { resetForm, resetLinkOf } from '../../features/auth/auth.rules';
import { useResetPassword } from '../../features/auth/useAuth';
import { FormAlert } from '../../features/auth/components/FormAlert';
import { authActions, authOutcomeMessage, authPages } from '../../features/auth/auth.form';
import { FormDone, FormPage, formPageStyles as styles } from '../../components/FormPage';

const t = messages.reset;

/** The reset e-mail's link (/it/reset-password?token=&email=, or the legacy createPassword path): its form posts as HTML until its code runs, the outcome
 * in the address (docs/adr/0038-shopper-actions-as-html-forms.md); its links go to the login pages. */
export function ResetPasswordPage({ bus, query, params, basePath }: FragmentProps) {
  const link = resetLinkOf(query, params);
  const reset = useResetPassword(bus);
  const form = useShopForm(resetForm, { password: '', repassword: '' });
  const posted = authOutcomeMessage(formStatusOf(query), authActions.reset);
  const opens = (mode: 'login' | 'forgot') => ({
    href: `${basePath}${authPages[mode]}`,
    onClick: onPlainClick(() => bus.publish(accountOpenLogin(mode))),
  });

  let content;
  if (reset.isSuccess || posted?.tone === 'success') {
    content = (
      <FormDone>
        <h2 className={styles.subtitle}>{t.doneTitle}</h2>
        <p className={styles.text}>{t.done}</p>
        <Button size="lg" {...opens('login')}>
          {t.login}
        </Button>
      </FormDone>
    );
  } else if (!link) {
    content = (
      <div className={styles.done}>
        <p className={styles.text}>{t.missingLink}</p>
        <Button size="lg" variant="secondary" {...opens('forgot')}>
          {t.requestNew}
        </Button>
      </div>
    );
  } else {
    const refused = reset.isError ? errorMessage(reset.error) : reset.isIdle ? posted?.text : undefined;
    content = (
      <form
        method="post"
        action={formAction('mf_account', authActions.reset)}
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => reset.mutate({ email: link.email, token: link.token, password: values.password }))}
      >
        <input type="hidden" name="token" value={link.token} />
        <input type="hidden" name="email" value={link.email} />
        <p className={styles.text}>{t.intro(link.email)}</p>
        <Field label={t.password} hint={messages.register.passwordHint} type="password" autoComplete="new-password" required {...form.field('password')} />
        <Field label={t.repassword} type="password" autoComplete="new-password" required {...form.field('repassword')} />
        <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
          {t.submit}
        </Button>
        <FormAlert message={refused} />
        {refused && (
          <Button variant="ghost" {...opens('forgot')}>
            {t.requestNew}
          </Button>
        )}
      </form>
    );
  }

  return (
    <FormPage titleId="acc-reset-title" title={t.title}>
      {content}
    </FormPage>
  );
}
