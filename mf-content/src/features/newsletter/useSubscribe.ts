import { useMutation } from '@tanstack/react-query';
import { notify, type Bus } from '@bottega/browser-contract';
import { subscribe, type Subscriber } from './newsletter.api';
import { newsletterNotification, newsletterOutcome, type NewsletterOutcome } from './newsletter.rules';

/** Subscribes, and tells the shopper the outcome of docs/product-rules.md §4 with the toast of product rule §8 ({email} = supportEmail). */
export function useSubscribe(bus: Bus, supportEmail: string) {
  return useMutation<NewsletterOutcome, never, Subscriber>({
    mutationFn: (subscriber) =>
      subscribe(subscriber).then(
        (result) => newsletterOutcome(result),
        (error: unknown) => newsletterOutcome(undefined, error),
      ),
    onSuccess: (outcome) => bus.publish(notify(newsletterNotification(outcome, supportEmail))),
  });
}
