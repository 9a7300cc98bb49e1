import { PET_TYPES, PRODUCT_TYPE_GROUPS, type PetTypeCode } from '@petshop/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { attributes, petTypes, productTypeGroups, productTypes } from '../schema.ts';

const PET_TYPE_NAMES: Record<PetTypeCode, string> = {
  CAT: 'Cat',
  DOG: 'Dog',
  BIRD: 'Bird',
  FISH: 'Fish',
};

/** The pet types as UAE pet shops name their aisles in Arabic (issue 34). */
const PET_TYPE_NAMES_AR: Record<PetTypeCode, string> = {
  CAT: 'قطط',
  DOG: 'كلاب',
  BIRD: 'طيور',
  FISH: 'أسماك',
};

/** The product type groups and types in Arabic (issue 34), by their English names. */
const GROUP_NAMES_AR: Record<string, string> = {
  Food: 'طعام',
  Accessories: 'إكسسوارات',
  Collar: 'أطواق',
  Toys: 'ألعاب',
};
const TYPE_NAMES_AR: Record<string, string> = {
  Food: 'طعام',
  cage: 'أقفاص',
  'cat litter box': 'صناديق رمل القطط',
  scratcher: 'أعمدة خدش',
  collar: 'أطواق',
  Toy: 'ألعاب',
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

/** The attribute names in Arabic (issue 34), as UAE shops head a product's details. */
const ATTRIBUTE_NAMES_AR: Record<AttributeName, string> = {
  Brand: 'العلامة التجارية',
  'Life Stage': 'المرحلة العمرية',
  Flavour: 'النكهة',
  'Main Ingredient': 'المكوّن الرئيسي',
  Material: 'المادة',
  Colour: 'اللون',
  Dimensions: 'الأبعاد',
  Capacity: 'السعة',
  'Breed Size': 'حجم السلالة',
  'Water Type': 'نوع الماء',
  Origin: 'بلد المنشأ',
};

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
    .values(
      PET_TYPES.map((code) => ({
        code,
        name: PET_TYPE_NAMES[code],
        nameAr: PET_TYPE_NAMES_AR[code],
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(productTypeGroups)
    .values(
      PRODUCT_TYPE_GROUPS.map(({ group }, position) => ({
        name: group,
        nameAr: GROUP_NAMES_AR[group] ?? null,
        position,
      })),
    )
    .onConflictDoNothing();
  const groupIds = new Map(
    (await db.select().from(productTypeGroups)).map((row) => [row.name, row.id]),
  );
  await db
    .insert(productTypes)
    .values(
      PRODUCT_TYPE_GROUPS.flatMap(({ group, types }) =>
        types.map((name) => ({
          name,
          nameAr: TYPE_NAMES_AR[name] ?? null,
          groupId: referenceId(groupIds, group),
        })),
      ),
    )
    .onConflictDoNothing();
  // A shop made before the Arabic names (migrations 0029, 0031) gets them where it has none: the
  // back office has no editor for these lists, so nothing a person wrote is replaced.
  await fillArabicNames(db, 'pet_types', 'code', PET_TYPE_NAMES_AR);
  await fillArabicNames(db, 'product_type_groups', 'name', GROUP_NAMES_AR);
  await fillArabicNames(db, 'product_types', 'name', TYPE_NAMES_AR);
  await db
    .insert(attributes)
    .values(ATTRIBUTE_NAMES.map((name) => ({ name, nameAr: ATTRIBUTE_NAMES_AR[name] })))
    .onConflictDoNothing();
  // Staff may name an attribute in Arabic in the product form: only empty names are filled.
  await fillArabicNames(db, 'attributes', 'name', ATTRIBUTE_NAMES_AR);
}

async function fillArabicNames(
  db: Db,
  table: 'pet_types' | 'product_type_groups' | 'product_types' | 'attributes',
  key: 'code' | 'name',
  names: Record<string, string>,
): Promise<void> {
  const entries = Object.entries(names);
  await db.execute(sql`
    UPDATE ${sql.identifier(table)} AS t SET name_ar = v.name_ar
      FROM unnest(${sql.param(entries.map(([english]) => english.toLowerCase()))}::text[],
                  ${sql.param(entries.map(([, arabic]) => arabic))}::text[]) AS v(key, name_ar)
     WHERE lower(t.${sql.identifier(key)}) = v.key AND t.name_ar IS NULL`);
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
