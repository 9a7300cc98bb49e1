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
  toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.', {
    id: ADDRESS_TOAST,
  });

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
            Default
          </span>
        )}
      </div>
      <p className="mt-1 text-sm break-words text-gray-700">{addressLine(address)}</p>
      <p className="mt-0.5 text-sm text-gray-600">
        {address.recipient_name} · {address.phone}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${name}`}
          className={buttonClass('secondary', 'sm')}
        >
          Edit
        </button>
        {!address.is_default && (
          <button
            type="button"
            disabled={makeDefault.isPending}
            aria-label={`Make ${name} the default`}
            onClick={() =>
              makeDefault.mutate(address.id, {
                onSuccess: (answer) => toast.success(answer.message, { id: ADDRESS_TOAST }),
                onError: failed,
              })
            }
            className={buttonClass('secondary', 'sm')}
          >
            Make the default
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          className={buttonClass('secondary', 'sm')}
        >
          <Icon name="trash" className="size-4" />
          Delete
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
        title="My Addresses"
        text={
          full
            ? `You have saved ${limit} addresses, the most we keep. Delete one to add another.`
            : 'Where we deliver your orders. Your default address is chosen for you at checkout.'
        }
      >
        {addresses.data && editing !== 'new' && !full && (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className={buttonClass('primary', 'sm')}
          >
            <Icon name="plus" className="size-4" />
            Add Address
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
          <Spinner label="Loading your addresses..." />
        </div>
      ) : addresses.isError && !addresses.data ? (
        <LoadError onRetry={() => void addresses.refetch()} retrying={addresses.isFetching} />
      ) : list.length === 0 && editing !== 'new' ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon name="map-pin" className="size-8" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-ink">No saved addresses</h3>
          <p className="mt-1 max-w-sm text-sm text-gray-600">
            Add an address and it will be ready for you at checkout.
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
          title={`Delete ${addressName(deleting)}?`}
          text={`${addressLine(deleting)} will be removed from your saved addresses.${
            deleting.is_default && list.length > 1
              ? ' Your most recently added address becomes the default.'
              : ''
          }`}
          confirmLabel="Delete"
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </div>
  );
}
