import { PET_TYPES, PRODUCT_TYPE_GROUPS, type PetTypeCode } from '@petshop/contracts';
import type { Db } from '../client.ts';
import { attributes, petTypes, productTypeGroups, productTypes } from '../schema.ts';

const PET_TYPE_NAMES: Record<PetTypeCode, string> = {
  CAT: 'Cat',
  DOG: 'Dog',
  BIRD: 'Bird',
  FISH: 'Fish',
};

/** The attribute names the product page lists; product data may only use these. */
export const ATTRIBUTE_NAMES = [
  'Brand',
  'Life Stage',
  'Flavour',
  'Main Ingredient',
  'Material',
  'Colour',
  'Dimensions',
  'Capacity',
  'Breed Size',
  'Water Type',
  'Origin',
] as const;
export type AttributeName = (typeof ATTRIBUTE_NAMES)[number];

/** Ids of the reference rows, looked up by the codes and names the seed data uses. */
export interface ReferenceIds {
  petTypes: Map<string, number>;
  productTypes: Map<string, number>;
  attributes: Map<string, number>;
}

/** Pet types, product type groups and types, and attribute names; safe to run on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(petTypes)
    .values(PET_TYPES.map((code) => ({ code, name: PET_TYPE_NAMES[code] })))
    .onConflictDoNothing();
  await db
    .insert(productTypeGroups)
    .values(PRODUCT_TYPE_GROUPS.map(({ group }, position) => ({ name: group, position })))
    .onConflictDoNothing();
  const groupIds = new Map(
    (await db.select().from(productTypeGroups)).map((row) => [row.name, row.id]),
  );
  await db
    .insert(productTypes)
    .values(
      PRODUCT_TYPE_GROUPS.flatMap(({ group, types }) =>
        types.map((name) => ({ name, groupId: referenceId(groupIds, group) })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(attributes)
    .values(ATTRIBUTE_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
}

/** Reads one query after another: inside a transaction they share a single connection. */
export async function loadReferenceIds(db: Db): Promise<ReferenceIds> {
  const byKey = (rows: { id: number; key: string }[]) =>
    new Map(rows.map((row) => [row.key, row.id]));
  return {
    petTypes: byKey(await db.select({ id: petTypes.id, key: petTypes.code }).from(petTypes)),
    productTypes: byKey(
      await db.select({ id: productTypes.id, key: productTypes.name }).from(productTypes),
    ),
    attributes: byKey(
      await db.select({ id: attributes.id, key: attributes.name }).from(attributes),
    ),
  };
}

/** The id of a reference row the seed data names; a missing one is a bug in the seed data. */
export function referenceId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Unknown catalog reference: ${key}`);
  return id;
}
