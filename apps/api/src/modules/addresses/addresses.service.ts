import {
  SAVED_ADDRESS_LIMIT,
  type SavedAddress,
  type savedAddressRequestSchema,
  type savedAddressUpdateSchema,
} from '@petshop/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../plugins/errors.ts';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  findAddresses,
  findSameAddress,
  insertAddress,
  lockAddressBook,
  markDefault,
  newestAddress,
  updateAddress,
  type AddressFields,
  type AddressRow,
} from './addresses.repo.ts';

type AddressInput = z.output<typeof savedAddressRequestSchema>;
type AddressChanges = z.output<typeof savedAddressUpdateSchema>;

export const ADDRESS_NOT_FOUND = 'Address not found';
export const ADDRESS_LIMIT_REACHED = `You can keep up to ${SAVED_ADDRESS_LIMIT} addresses. Delete one you no longer use to add another.`;

export function presentAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    recipient_name: row.recipientName,
    phone: row.phone,
    emirate: row.emirate,
    area: row.area,
    street: row.street,
    building: row.building,
    flat: row.flat,
    landmark: row.landmark,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Adds an address to a customer's book, inside the caller's transaction: under the cap, the
 * default when it is the first or asked to be. `field` names the request field a full book
 * is reported on.
 */
async function addToBook(
  tx: Db,
  userId: number,
  fields: AddressFields,
  options: { makeDefault: boolean; field: string },
): Promise<AddressRow> {
  await lockAddressBook(tx, userId);
  const kept = await countAddresses(tx, userId);
  if (kept >= SAVED_ADDRESS_LIMIT)
    throw new ValidationError({ [options.field]: [ADDRESS_LIMIT_REACHED] });
  const isDefault = options.makeDefault || kept === 0;
  if (isDefault) await clearDefault(tx, userId);
  return insertAddress(tx, userId, { ...fields, isDefault });
}

/**
 * Checkout's "Save this address to my account", in the order's transaction (decision 050): an
 * address the customer already keeps is not saved twice (a retried checkout saves it once).
 */
export async function saveCheckoutAddress(tx: Db, userId: number, fields: AddressFields) {
  await lockAddressBook(tx, userId);
  if (await findSameAddress(tx, userId, fields)) return;
  await addToBook(tx, userId, fields, { makeDefault: false, field: 'save_address' });
}

const addressFields = (input: AddressInput): AddressFields => ({
  label: input.label ?? null,
  recipientName: input.recipient_name,
  phone: input.phone,
  emirate: input.emirate!,
  area: input.area,
  street: input.street,
  building: input.building,
  flat: input.flat ?? null,
  landmark: input.landmark ?? null,
});

/** The fields a PATCH names; a field left out is not touched. */
function changedFields(changes: AddressChanges): Partial<AddressFields> {
  const fields: Partial<AddressFields> = {
    label: changes.label,
    recipientName: changes.recipient_name,
    phone: changes.phone,
    emirate: changes.emirate,
    area: changes.area,
    street: changes.street,
    building: changes.building,
    flat: changes.flat,
    landmark: changes.landmark,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<AddressFields>;
}

/** A customer's saved addresses (issue 21): only ever their own; one of them the default. */
export function createAddressService(db: Db) {
  async function ownAddress(tx: Db, userId: number, id: number) {
    const row = await findAddress(tx, userId, id);
    if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
    return row;
  }

  return {
    async list(userId: number): Promise<SavedAddress[]> {
      return (await findAddresses(db, userId)).map(presentAddress);
    },

    async create(userId: number, input: AddressInput): Promise<SavedAddress> {
      const row = await db.transaction((tx) =>
        addToBook(tx, userId, addressFields(input), {
          makeDefault: input.is_default === true,
          field: 'address',
        }),
      );
      return presentAddress(row);
    },

    async update(userId: number, id: number, changes: AddressChanges): Promise<SavedAddress> {
      const fields = changedFields(changes);
      if (Object.keys(fields).length === 0) return presentAddress(await ownAddress(db, userId, id));
      const row = await updateAddress(db, userId, id, fields);
      if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
      return presentAddress(row);
    },

    /** Deleting the default makes the most recently added of the others the default. */
    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const removed = await deleteAddress(tx, userId, id);
        if (!removed) throw new NotFoundError(ADDRESS_NOT_FOUND);
        if (!removed.isDefault) return;
        const next = await newestAddress(tx, userId);
        if (next) await markDefault(tx, userId, next.id);
      });
    },

    /**
     * One default per customer: the others are un-defaulted in the same transaction, behind the
     * address book's lock (and the partial unique index), so parallel requests leave one.
     */
    async makeDefault(userId: number, id: number): Promise<SavedAddress> {
      const row = await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        await ownAddress(tx, userId, id);
        await clearDefault(tx, userId, id);
        return markDefault(tx, userId, id);
      });
      return presentAddress(row!);
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
