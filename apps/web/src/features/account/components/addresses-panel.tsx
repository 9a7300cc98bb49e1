import { t } from '@lingui/core/macro';
import type { SavedAddress } from '@petshop/contracts';
import { useState } from 'react';
import { addressLine } from '../../../components/ui/address-fields.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PanelHeading } from '../../../components/ui/panel-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteAddress, useMakeDefaultAddress } from '../api/change-address.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { ADDRESS_TOAST, SavedAddressForm } from './saved-address-form.tsx';

/** What the customer calls an address: its label, else its building and street. */
const addressName = (address: SavedAddress) =>
  address.label || `${address.building}, ${address.street}`;

const failed = (error: unknown) =>
  toast.error(error instanceof Error ? error.message : t`Something went wrong. Please try again.`, {
    id: ADDRESS_TOAST,
  });

/** The delete question's text: what goes, and which address becomes the default after it. */
function deleteText(address: SavedAddress, others: boolean): string {
  const line = addressLine(address);
  const removed = t`${line} will be removed from your saved addresses.`;
  return address.is_default && others
    ? `${removed} ${t`Your most recently added address becomes the default.`}`
    : removed;
}

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const makeDefault = useMakeDefaultAddress();
  const name = addressName(address);
  return (
    <li className="rounded-2xl border border-gray-200 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold break-words text-ink">{name}</h3>
        {address.is_default && (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t`Default`}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm break-words text-gray-700">{addressLine(address)}</p>
      <p className="mt-0.5 text-sm text-gray-600">
        {address.recipient_name} · <bdi dir="ltr">{address.phone}</bdi>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={t`Edit ${name}`}
          className={buttonClass('secondary', 'sm')}
        >
          {t`Edit`}
        </button>
        {!address.is_default && (
          <button
            type="button"
            disabled={makeDefault.isPending}
            aria-label={t`Make ${name} the default`}
            onClick={() =>
              makeDefault.mutate(address.id, {
                onSuccess: (answer) => toast.success(answer.message, { id: ADDRESS_TOAST }),
                onError: failed,
              })
            }
            className={buttonClass('secondary', 'sm')}
          >
            {t`Make the default`}
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          aria-label={t`Delete ${name}`}
          className={buttonClass('secondary', 'sm')}
        >
          <Icon name="trash" className="size-4" />
          {t`Delete`}
        </button>
      </div>
    </li>
  );
}

/**
 * My Addresses (issue 21, decision 050): the customer's saved addresses, one of them the default
 * the checkout preselects; added, edited, deleted (after a question) and made the default here.
 */
export function AddressesPanel() {
  const addresses = useAddresses({ enabled: true });
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const list = addresses.data?.data ?? [];
  const limit = addresses.data?.limit ?? 0;
  const full = addresses.data !== undefined && list.length >= limit;

  const deletingName = deleting ? addressName(deleting) : '';

  function confirmDelete(address: SavedAddress) {
    setDeleting(null);
    remove.mutate(address.id, {
      onSuccess: (answer) => toast.success(answer.message, { id: ADDRESS_TOAST }),
      onError: failed,
    });
  }

  return (
    <div className="space-y-6">
      <PanelHeading
        title={t`My Addresses`}
        text={
          full
            ? t`You have saved ${limit} addresses, the most we keep. Delete one to add another.`
            : t`Where we deliver your orders. Your default address is chosen for you at checkout.`
        }
      >
        {addresses.data && editing !== 'new' && !full && (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className={buttonClass('primary', 'sm')}
          >
            <Icon name="plus" className="size-4" />
            {t`Add Address`}
          </button>
        )}
      </PanelHeading>

      {editing === 'new' && (
        <SavedAddressForm
          offerDefault={list.length > 0}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      )}

      {addresses.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t`Loading your addresses...`} />
        </div>
      ) : addresses.isError && !addresses.data ? (
        <LoadError onRetry={() => void addresses.refetch()} retrying={addresses.isFetching} />
      ) : list.length === 0 && editing !== 'new' ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon name="map-pin" className="size-8" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-ink">{t`No saved addresses`}</h3>
          <p className="mt-1 max-w-sm text-sm text-gray-600">
            {t`Add an address and it will be ready for you at checkout.`}
          </p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {list.map((address) =>
            editing === address.id ? (
              <li key={address.id}>
                <SavedAddressForm
                  address={address}
                  offerDefault={false}
                  onDone={() => setEditing(null)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => setEditing(address.id)}
                onDelete={() => setDeleting(address)}
              />
            ),
          )}
        </ul>
      )}

      {deleting && (
        <ConfirmDialog
          title={t`Delete ${deletingName}?`}
          text={deleteText(deleting, list.length > 1)}
          confirmLabel={t`Delete`}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </div>
  );
}
