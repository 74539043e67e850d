import { useEffect, useReducer, useRef } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import { onPlainClick } from '@bottega/fragment-kit';
import { Modal } from '@bottega/ui';
import { messages } from '../../messages/it';
import { errorMessage } from '../../app/errors';
import { initialModal, modalReducer, registrationOf } from '../../features/auth/auth.rules';
import { authPages } from '../../features/auth/auth.form';
import type { ModeTo } from '../../features/auth/components/ModeLink';
import { useForgotPassword, useLogin, useRegister } from '../../features/auth/useAuth';
import { destinationAfterLogin } from '../../features/auth/auth.api';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { RegisterForm } from '../../features/auth/components/RegisterForm';
import { ForgotForm } from '../../features/auth/components/ForgotForm';
import { ForgotThanks } from '../../features/auth/components/ForgotThanks';

/** Login, registration and forgotten password in one modal (docs/product-rules.md §4). The shell mounts it on the
 * first `account:open-login` with params.open (and params.mode); from then on it listens itself. */
export function LoginModal({ bus, params, navigate, basePath }: FragmentProps) {
  const [state, dispatch] = useReducer(modalReducer, params, initialModal);
  const login = useLogin(bus);
  const register = useRegister(bus);
  const forgot = useForgotPassword();
  const firstField = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const shownMode = useRef(state.mode);

  useEffect(() => {
    const subscription = bus.on('account:open-login').subscribe(({ mode, then }) => dispatch({ type: 'open', mode, then }));
    return () => subscription.unsubscribe();
  }, [bus]);

  // A new mode replaces the form under the shopper's focus: focus follows to its first control.
  useEffect(() => {
    if (state.open && shownMode.current !== state.mode) firstField.current?.focus();
    shownMode.current = state.mode;
  }, [state.open, state.mode]);

  const loggedIn = async () => {
    const { then } = state;
    const pathname = window.location.pathname;
    dispatch({ type: 'logged-in' });
    const destination = await destinationAfterLogin({ then, pathname, basePath });
    if (destination) navigate(destination);
  };
  const failed = (mode: 'login' | 'register') => (error: unknown) => dispatch({ type: 'failed', mode, message: errorMessage(error) });
  const close = () => dispatch({ type: 'close' });
  // Each mode's link names its page (a new tab opens it there); a plain click switches the modal in place.
  const to: ModeTo = (mode) => ({
    href: `${basePath}${authPages[mode]}`,
    onClick: onPlainClick(() => dispatch({ type: 'switch', mode })),
  });

  return (
    <Modal open={state.open} onClose={close} title={messages.login.titles[state.mode]} size="md" initialFocusRef={firstField}>
      {state.mode === 'login' && (
        <LoginForm
          busy={login.isPending}
          serverError={state.serverError}
          firstFieldRef={firstField}
          onSubmit={(values) => login.mutate(values, { onSuccess: loggedIn, onError: failed('login') })}
          to={to}
        />
      )}
      {state.mode === 'register' && (
        <RegisterForm
          busy={register.isPending}
          serverError={state.serverError}
          firstFieldRef={firstField}
          onSubmit={(values) =>
            register.mutate(
              registrationOf(values),
              // Product rule §4: a successful register closes the modal in login mode; the activation link goes on to the checkout.
              { onSuccess: close, onError: failed('register') },
            )
          }
          to={to}
        />
      )}
      {state.mode === 'forgot' && (
        <ForgotForm
          busy={forgot.isPending}
          serverError={state.serverError}
          firstFieldRef={firstField}
          onSubmit={(email) =>
            forgot.mutate(email, {
              onSuccess: () => dispatch({ type: 'forgot-sent', email }),
              // Product rule §8: one message for every failure, so nobody learns which addresses exist.
              onError: () => dispatch({ type: 'failed', mode: 'forgot', message: messages.forgot.failure }),
            })
          }
          to={to}
        />
      )}
      {state.mode === 'thanks' && <ForgotThanks email={state.forgotEmail ?? ''} firstFieldRef={firstField} onClose={close} />}
    </Modal>
  );
}
