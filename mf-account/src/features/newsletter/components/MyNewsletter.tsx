import { notify, type Bus } from '@bottega/browser-contract';
import { Button, Icon } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { errorMessage } from '../../../app/errors';
import { Panel } from '../../account/components/Panel';
import { LoadState } from '../../account/components/LoadState';
import { FormAlert } from '../../auth/components/FormAlert';
import { useCustomer, useUpdateCustomer } from '../../profile/useCustomer';
import styles from './MyNewsletter.module.css';

const t = messages.newsletter;

/** Newsletter: the customer's own subscription, switched on or off in one step. */
export function MyNewsletter({ bus }: { bus: Bus }) {
  const customer = useCustomer();
  const update = useUpdateCustomer();
  if (!customer.data) return <LoadState bus={bus} isPending={customer.isPending} error={customer.error} onRetry={() => customer.refetch()} />;
  const subscribed = customer.data.is_subscribed;

  const toggle = () =>
    update.mutate(
      { is_subscribed: !subscribed },
      { onSuccess: (next) => bus.publish(notify({ type: 'success', message: next.is_subscribed ? t.subscribedToast : t.unsubscribedToast })) },
    );

  return (
    <Panel title={messages.account.sections.newsletter}>
      <div className={styles.status}>
        <span className={subscribed ? `${styles.mark} ${styles.on}` : styles.mark}>
          <Icon name={subscribed ? 'check' : 'info'} size={20} />
        </span>
        <p className={styles.text}>{subscribed ? t.subscribed : t.notSubscribed}</p>
      </div>
      <FormAlert message={update.isError ? errorMessage(update.error) : undefined} />
      <div>
        <Button variant={subscribed ? 'secondary' : 'primary'} loading={update.isPending} onClick={toggle}>
          {subscribed ? t.unsubscribe : t.subscribe}
        </Button>
      </div>
    </Panel>
  );
}
