import { useState } from 'react';
import { notify, type Bus } from '@bottega/browser-contract';
import { Button, Modal } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { errorMessage } from '../../../app/errors';
import { Panel } from '../../account/components/Panel';
import { LoadState } from '../../account/components/LoadState';
import { addressLine, draftOf, emptyAddress, valuesOf, type Address } from '../addresses.rules';
import { useAddresses, useDeleteAddress, useSaveAddress } from '../useAddresses';
import { AddressForm } from './AddressForm';
import styles from './Addresses.module.css';

const t = messages.addresses;

/** Editing nothing, a new address, or an existing one. */
type Editing = null | { id?: number; address?: Address };

/** Indirizzi: the address book, with Italian CAP, province and phone checks before saving. */
export function AddressesDetails({ bus }: { bus: Bus }) {
  const addresses = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Address | null>(null);

  const startEditing = (next: Editing) => {
    save.reset();
    setEditing(next);
  };

  if (!addresses.data) return <LoadState bus={bus} isPending={addresses.isPending} error={addresses.error} onRetry={() => addresses.refetch()} />;

  return (
    <div className={styles.stack}>
      {editing ? (
        <Panel title={editing.address ? t.editTitle : t.newTitle}>
          <AddressForm
            initial={editing.address ? valuesOf(editing.address) : emptyAddress}
            busy={save.isPending}
            error={save.error}
            onCancel={() => setEditing(null)}
            onSubmit={(values) =>
              save.mutate(
                { id: editing.address?.id, address: draftOf(values) },
                {
                  onSuccess: () => {
                    setEditing(null);
                    bus.publish(notify({ type: 'success', message: t.saved }));
                  },
                },
              )
            }
          />
        </Panel>
      ) : (
        <div>
          <Button onClick={() => startEditing({})}>{t.add}</Button>
        </div>
      )}

      {addresses.data.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <ul className={styles.list}>
          {addresses.data.map((address) => {
            const name = `${address.firstname} ${address.lastname}`;
            return (
              <li key={address.id} className={styles.card}>
                <p className={styles.name}>{name}</p>
                {address.company && <p className={styles.line}>{address.company}</p>}
                <p className={styles.line}>{addressLine(address)}</p>
                <p className={styles.line}>{t.countries[address.country_code]}</p>
                <p className={styles.line}>
                  {t.phoneLabel} {address.telephone}
                </p>
                {(address.default_shipping || address.default_billing) && (
                  <ul className={styles.badges}>
                    {address.default_shipping && <li className={styles.badge}>{t.defaultShipping}</li>}
                    {address.default_billing && <li className={styles.badge}>{t.defaultBilling}</li>}
                  </ul>
                )}
                <div className={styles.cardActions}>
                  <Button size="sm" variant="secondary" aria-label={t.editNamed(name)} onClick={() => startEditing({ id: address.id, address })}>
                    {t.edit}
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={t.removeNamed(name)} onClick={() => setRemoving(address)}>
                    {t.remove}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t.confirmTitle}
        size="sm"
        footer={
          <div className={styles.formActions}>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: () => {
                    setRemoving(null);
                    bus.publish(notify({ type: 'success', message: t.removed }));
                  },
                  onError: (error) => bus.publish(notify({ type: 'danger', message: errorMessage(error) })),
                })
              }
            >
              {t.confirmYes}
            </Button>
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              {t.cancel}
            </Button>
          </div>
        }
      >
        {removing && <p className={styles.line}>{t.confirm(addressLine(removing))}</p>}
      </Modal>
    </div>
  );
}
