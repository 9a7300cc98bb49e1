import { t } from '@lingui/core/macro';
import type { SavedAddress } from '@petshop/contracts';
import { addressLine } from '../../../components/ui/address-fields.tsx';

/** Which address the order goes to: a saved one (by id) or the fields below ('new'). */
export type AddressChoice = number | 'new';

const optionClass = (checked: boolean) =>
  `flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
    checked ? 'border-brand-500 bg-brand-50' : 'border-gray-200 hover:border-gray-300'
  }`;

/** The customer's saved addresses as choices for the order (issue 21), and "Use a new address". */
export function SavedAddressChoice({
  addresses,
  choice,
  onChoose,
}: {
  addresses: readonly SavedAddress[];
  choice: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">{t`Deliver to`}</legend>
      <div className="grid grid-cols-1 gap-3">
        {addresses.map((address) => (
          <label key={address.id} className={optionClass(choice === address.id)}>
            <input
              type="radio"
              name="savedAddress"
              value={address.id}
              checked={choice === address.id}
              onChange={() => onChoose(address.id)}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {address.label || address.recipient_name}
                {address.is_default && (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t`Default`}
                  </span>
                )}
              </span>
              <span className="mt-1 block text-sm break-words text-gray-700">
                {addressLine(address)}
              </span>
              <span className="mt-0.5 block text-sm text-gray-600">
                {address.recipient_name} · <bdi dir="ltr">{address.phone}</bdi>
              </span>
            </span>
          </label>
        ))}
        <label className={optionClass(choice === 'new')}>
          <input
            type="radio"
            name="savedAddress"
            value="new"
            checked={choice === 'new'}
            onChange={() => onChoose('new')}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          <span className="font-semibold text-ink">{t`Use a new address`}</span>
        </label>
      </div>
    </fieldset>
  );
}
