import type { Profile } from '@petshop/contracts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import { countUsableGrantedCoupons } from '../coupons/customer-coupons.repo.ts';
import { countPlacedOrders } from '../orders/orders.repo.ts';
import { findProfileRow } from './profile.repo.ts';

/** Spec §3 "Profile": the full name split at the first space into first and last name. */
export function splitFullName(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { first: trimmed, last: '' }
    : { first: trimmed.slice(0, space), last: trimmed.slice(space + 1).trim() };
}

export function createProfileService(db: Db) {
  return {
    async profile(userId: number): Promise<Profile> {
      const user = await findProfileRow(db, userId);
      if (!user) throw new NotFoundError('Account not found');
      const { first, last } = splitFullName(user.name);
      return {
        id: user.id,
        name: user.name,
        first_name: first,
        last_name: last,
        email: user.email,
        phone: user.phone,
        address: user.address,
        city: user.city,
        country: user.country,
        postal_code: user.postalCode,
        gender: user.gender,
        date_of_birth: user.dateOfBirth,
        avatar: null,
        email_verified: user.emailVerifiedAt !== null,
        created_at: user.createdAt.toISOString(),
        orders_count: await countPlacedOrders(db, userId),
        // The coupons given to them that they can still use (issue 32, decision 124).
        coupons_count: await countUsableGrantedCoupons(db, userId),
        language: user.language,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
