import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountChanged, analytics, cartChanged, notify, wishlistChanged, type Bus } from '@bottega/browser-contract';
import type { ArgsOf } from '@bottega/api-contract';
import { isLoggedIn } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';
import { messages } from '../../messages/it';
import { logIn, logOut, register, requestPasswordReset, resetPassword } from './auth.api';

/** After a login the session is someone else's: this remote forgets the previous customer's data and announces
 * the session, cart and wishlist changed (the API merged the guest's into the customer's). */
function useAnnounceSession(bus: Bus) {
  const client = useQueryClient();
  return (loggedIn: boolean) => {
    // After a login, what is on screen (an account page that found the session over) loads again.
    if (loggedIn) void client.resetQueries({ queryKey: queryKeys.all });
    else client.removeQueries({ queryKey: queryKeys.all });
    bus.publish(accountChanged(loggedIn));
    bus.publish(cartChanged());
    bus.publish(wishlistChanged());
  };
}

export function useLogin(bus: Bus) {
  const announce = useAnnounceSession(bus);
  return useMutation({
    mutationFn: ({ email, password, is_subscribed }: { email: string; password: string; is_subscribed: boolean }) => logIn(email, password, is_subscribed),
    onSuccess: () => {
      announce(true);
      bus.publish(notify({ type: 'success', message: messages.login.success }));
      bus.publish(analytics('login', { method: 'email' }));
    },
  });
}

/** Nobody is logged in yet: the session starts from the activation link in the mail (docs/adr/0031). */
export function useRegister(bus: Bus) {
  return useMutation({
    mutationFn: (registration: ArgsOf<'commerce', 'createCustomer'>[0]) => register(registration),
    onSuccess: () => {
      bus.publish(notify({ type: 'success', title: messages.register.checkMailTitle, message: messages.register.checkMail, persist: true }));
      bus.publish(analytics('sign_up', { method: 'email' }));
    },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}

/** A new password ends every session of the account, the API clears this browser's session cookies
 * too: a shopper who was logged in here is told, like every other team, that they are out. */
export function useResetPassword(bus: Bus) {
  const announce = useAnnounceSession(bus);
  return useMutation({
    mutationFn: async ({ email, token, password }: { email: string; token: string; password: string }) => {
      const wasLoggedIn = isLoggedIn();
      await resetPassword(email, token, password);
      return { wasLoggedIn };
    },
    onSuccess: ({ wasLoggedIn }) => {
      if (wasLoggedIn) announce(false);
    },
  });
}

export function useLogout(bus: Bus) {
  const announce = useAnnounceSession(bus);
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      announce(false);
      bus.publish(notify({ type: 'info', message: messages.account.loggedOut }));
    },
    onError: () => bus.publish(notify({ type: 'danger', message: messages.account.logoutFailed })),
  });
}
