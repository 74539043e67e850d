import { useState } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import { followLink, formStatusOf } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';
import { errorMessage } from '../../app/errors';
import { registrationOf, safeReturnPath } from '../../features/auth/auth.rules';
import { authActions, authOutcomeMessage, authPages, isAuthPageMode, type AuthAction, type AuthPageMode } from '../../features/auth/auth.form';
import { destinationAfterLogin } from '../../features/auth/auth.api';
import { useForgotPassword, useLogin, useRegister } from '../../features/auth/useAuth';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { RegisterForm } from '../../features/auth/components/RegisterForm';
import { ForgotForm } from '../../features/auth/components/ForgotForm';
import type { ModeTo } from '../../features/auth/components/ModeLink';
import { FormDone, FormPage, formPageStyles as styles } from '../../components/FormPage';

const actionOf: Record<AuthPageMode, AuthAction> = { login: authActions.login, register: authActions.register, forgot: authActions.forgot };

/** /it/login, /it/registrazione, /it/password-dimenticata (params.mode): the login modal's forms as pages that work before
 * any script; the account team's renderer answers a post, the outcome in `?esito=` (docs/adr/0038-shopper-actions-as-html-forms.md). */
export function AuthPage({ bus, params, query, navigate, basePath }: FragmentProps) {
  const mode: AuthPageMode = isAuthPageMode(params.mode) ? params.mode : 'login';
  const action = actionOf[mode];
  const posted = authOutcomeMessage(formStatusOf(query), action);
  const then = safeReturnPath(new URLSearchParams(query).get('then') ?? undefined);
  const login = useLogin(bus);
  const register = useRegister(bus);
  const forgot = useForgotPassword();
  // What the island's own sending said: it replaces what the address said of an earlier post.
  const [answered, setAnswered] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const said = answered ?? posted;
  const failed = (error: unknown) => setAnswered({ text: errorMessage(error), tone: 'danger' });

  const to: ModeTo = (target) => ({ href: `${basePath}${authPages[target]}`, onClick: followLink(navigate) });
  const loginLink = to('login');
  const link = (href: string, label: string) => (
    <a className={styles.link} href={href} onClick={followLink(navigate)}>
      {label}
    </a>
  );

  let content;
  if (said?.tone === 'success') {
    content = (
      <FormDone>
        <p className={styles.text}>{said.text}</p>
        <p className={styles.links}>
          {mode === 'login' ? link(`${basePath}/my-account`, messages.authPage.loggedIn) : link(loginLink.href, messages.forgot.back)}
          {link(basePath, messages.authPage.toShop)}
        </p>
      </FormDone>
    );
  } else if (mode === 'login') {
    content = (
      <LoginForm
        busy={login.isPending}
        serverError={said?.text}
        firstFieldRef={null}
        to={to}
        then={then}
        onSubmit={(values) =>
          login.mutate(values, {
            onError: failed,
            // docs/adr/0009-login-goes-to-checkout.md, as from the modal; staying, the page says the shopper is in.
            onSuccess: async () => {
              const destination = await destinationAfterLogin({ then, pathname: window.location.pathname, basePath });
              if (destination) navigate(destination);
              else setAnswered({ text: messages.login.success, tone: 'success' });
            },
          })
        }
      />
    );
  } else if (mode === 'register') {
    content = (
      <RegisterForm
        busy={register.isPending}
        serverError={said?.text}
        firstFieldRef={null}
        to={to}
        onSubmit={(values) => register.mutate(registrationOf(values), { onSuccess: () => setAnswered({ text: messages.register.checkMail, tone: 'success' }), onError: failed })}
      />
    );
  } else {
    content = (
      <ForgotForm
        busy={forgot.isPending}
        serverError={said?.text}
        firstFieldRef={null}
        to={to}
        onSubmit={(email) =>
          forgot.mutate(email, {
            onSuccess: () => setAnswered({ text: messages.forgot.thanks(email), tone: 'success' }),
            // Product rule §8: one message for every failure, so nobody learns which addresses exist.
            onError: () => setAnswered({ text: messages.forgot.failure, tone: 'danger' }),
          })
        }
      />
    );
  }

  const title = said?.tone === 'success' && mode !== 'login' ? messages.login.titles.thanks : messages.login.titles[mode];
  return (
    <FormPage titleId="acc-auth-title" title={title}>
      {content}
    </FormPage>
  );
}
