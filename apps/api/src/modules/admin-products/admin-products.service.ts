import {
  ADMIN_PRODUCTS_DEFAULT_PAGE_SIZE,
  STALE_PRODUCT_MESSAGE,
  type AdminProduct,
  type AdminProductListItem,
  type AdminProductPage,
  type AdminProductReference,
  type AdminProductStatus,
  type AdminProductValues,
  type adminProductListQuerySchema,
} from '@petshop/contracts/admin-products';
import type { PetTypeCode } from '@petshop/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { eachRow } from '../../lib/bulk.ts';
import { aedToFils, filsToAed } from '../../lib/money.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { recordAudit, type AuditActor as StaffActor } from '../audit/audit.service.ts';
import { writeProducts, type ProductWrite } from '../catalog/product-writes.ts';
import { removePictureFiles, variantFiles } from '../images/picture-files.ts';
import {
  deleteProduct,
  ensureAttributes,
  nameAttributesInArabic,
  findPetTypeIds,
  findPictureVariants,
  findProductForStaff,
  findProductPage,
  findReference,
  findSizeIds,
  findSkuOwner,
  lockProduct,
  productHasOrders,
  productTypeExists,
  updateProductAtVersion,
  type StaffProductRecord,
} from './admin-products.repo.ts';
import { listPage } from '@petshop/contracts/admin-lists';

type ListQuery = z.output<typeof adminProductListQuerySchema>;

const PRODUCT_NOT_FOUND = 'Product not found.';

const isoOf = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

function statusOf(isActive: boolean, archivedAt: Date | string | null): AdminProductStatus {
  if (archivedAt !== null) return 'archived';
  return isActive ? 'active' : 'draft';
}

const skuTaken = (owner: string) =>
  new ValidationError({ sku: [`This SKU is already used by ${owner}.`] });

/**
 * Staff manage products: the list, the edit form's record, and every write, each audited. With
 * `storageDir`, deleting a product removes its uploaded pictures' files too (decision 034).
 */
/** A product as staff see it, before the back-in-stock alerts waiting are counted. */
type StaffProduct = Omit<AdminProduct, 'stockAlertsWaiting'>;

export function createAdminProductsService(
  db: Db,
  imageUrl: ImageUrl,
  {
    storageDir,
    waitingAlerts = async () => new Map(),
  }: {
    storageDir?: string;
    /** Back-in-stock alerts waiting per product (the stock-alerts module's counts). */
    waitingAlerts?: (productIds: number[]) => Promise<Map<number, number>>;
  } = {},
) {
  function present(record: StaffProductRecord): StaffProduct {
    return {
      id: record.id,
      name: record.name,
      sku: record.sku,
      description: record.description,
      about: record.about,
      benefits: record.benefits === '' ? [] : record.benefits.split('\n'),
      nameAr: record.nameAr,
      descriptionAr: record.descriptionAr,
      aboutAr: record.aboutAr,
      benefitsAr: record.benefitsAr ? record.benefitsAr.split('\n') : [],
      price: filsToAed(record.priceFils),
      offerPrice: record.offerPriceFils === null ? null : filsToAed(record.offerPriceFils),
      packaging: record.packaging,
      petTypes: record.petTypes as PetTypeCode[],
      productTypeId: record.productTypeId,
      productType:
        record.productTypeId !== null && record.productTypeName !== null
          ? {
              id: record.productTypeId,
              name: record.productTypeName,
              group: record.productTypeGroup ?? '',
            }
          : null,
      sizes: record.sizes.map((size) => ({
        id: size.id,
        name: size.name,
        price: size.priceFils === null ? null : filsToAed(size.priceFils),
        offerPrice: size.offerPriceFils === null ? null : filsToAed(size.offerPriceFils),
        skuSuffix: size.skuSuffix,
        stock: size.stock,
      })),
      attributes: record.attributes,
      images: record.images.map((image) => ({
        id: image.id,
        url: imageUrl(image.path),
        position: image.position,
        alt: image.alt,
      })),
      isActive: record.isActive,
      status: statusOf(record.isActive, record.archivedAt),
      archivedAt: record.archivedAt === null ? null : isoOf(record.archivedAt),
      lowStockThreshold: record.lowStockThreshold,
      version: record.version,
      hasOrders: record.hasOrders,
      createdAt: isoOf(record.createdAt),
      updatedAt: isoOf(record.updatedAt),
    };
  }

  async function read(tx: Db, id: number): Promise<StaffProduct> {
    const record = await findProductForStaff(tx, id);
    if (!record) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return present(record);
  }

  /**
   * The form's product as the catalog's one write path takes it, after the checks that need the
   * database. `stored` is the product an edit rewrites: what the form does not show stays as it is.
   */
  async function productWrite(
    tx: Db,
    input: AdminProductValues,
    stored?: { id: number; bestsellerRank: number | null },
  ): Promise<ProductWrite> {
    const errors: Record<string, string[]> = {};
    if (!(await productTypeExists(tx, input.productTypeId))) {
      errors.productTypeId = ['Choose a product type from the list.'];
    }
    const owner = await findSkuOwner(tx, input.sku, stored?.id);
    if (owner !== undefined) errors.sku = [`This SKU is already used by ${owner}.`];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const existing = new Set(stored ? await findSizeIds(tx, stored.id) : []);
    const sizeErrors: Record<string, string[]> = {};
    input.sizes.forEach((size, index) => {
      if (size.id !== undefined && !existing.has(size.id)) {
        sizeErrors[`sizes.${index}.id`] = [
          'This size is no longer part of the product. Reload and try again.',
        ];
      }
    });
    if (Object.keys(sizeErrors).length > 0) throw new ValidationError(sizeErrors);
    const petIds = await findPetTypeIds(tx, input.petTypes);
    const attributeIds = await ensureAttributes(
      tx,
      input.attributes.map((attribute) => attribute.name),
    );
    const idOf = (name: string) => attributeIds.get(name.toLowerCase())!;
    // An Arabic attribute name written in the form renames the attribute for every product;
    // a blank one keeps the stored name (decision 137).
    await nameAttributesInArabic(
      tx,
      input.attributes.flatMap(({ name, nameAr }) => (nameAr ? [{ id: idOf(name), nameAr }] : [])),
    );
    return {
      id: stored?.id,
      name: input.name,
      sku: input.sku,
      description: input.description,
      about: input.about,
      benefits: input.benefits,
      // Left out of the request, an Arabic text stays as it is (issue 34).
      arabic: {
        name: input.nameAr,
        description: input.descriptionAr,
        about: input.aboutAr,
        benefits: input.benefitsAr,
      },
      // The product-level price staff enter; sizes may carry their own (decision 032).
      priceFils: aedToFils(input.price),
      offerPriceFils: input.offerPrice === null ? null : aedToFils(input.offerPrice),
      packaging: input.packaging,
      productTypeId: input.productTypeId,
      isActive: input.isActive,
      lowStockThreshold: input.lowStockThreshold,
      bestsellerRank: stored?.bestsellerRank ?? null,
      petTypeIds: input.petTypes.flatMap((code) => (petIds.has(code) ? [petIds.get(code)!] : [])),
      // Left out of the request, an Arabic value stays while its English value does (issue 34).
      attributes: input.attributes.map((attribute) => ({
        attributeId: idOf(attribute.name),
        value: attribute.value,
        valueAr: attribute.valueAr,
      })),
      // An existing size's stock changes only through a stock adjustment: it stays as it is.
      sizes: input.sizes.map((size, position) => ({
        id: size.id,
        name: size.name,
        position,
        priceFils: size.price === null ? null : aedToFils(size.price),
        offerPriceFils: size.offerPrice === null ? null : aedToFils(size.offerPrice),
        skuSuffix: size.skuSuffix,
        stock: size.id === undefined ? (size.stock ?? 0) : undefined,
      })),
    };
  }

  /** A unique SKU taken by a concurrent save between our check and our write: the same 422. */
  async function withSkuGuard<T>(sku: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'sku')) {
        throw skuTaken((await findSkuOwner(db, sku)) ?? 'another product');
      }
      throw error;
    }
  }

  /** A locked product, or 404. */
  async function locked(tx: Db, id: number) {
    const row = await lockProduct(tx, id);
    if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return row;
  }

  /**
   * Moves a locked product to the columns `change` answers, with its audit row; `change` answers
   * undefined when the product already is there (nothing written) or throws to refuse the move.
   */
  async function moveProduct(
    staff: StaffActor,
    id: number,
    action: string,
    change: (
      row: Awaited<ReturnType<typeof locked>>,
    ) => Parameters<typeof updateProductAtVersion>[3] | undefined,
  ): Promise<StaffProduct> {
    return db.transaction(async (tx) => {
      const row = await locked(tx, id);
      const before = await read(tx, id);
      const columns = change(row);
      if (columns === undefined) return before;
      await updateProductAtVersion(tx, id, row.version, columns);
      const after = await read(tx, id);
      await recordAudit(tx, staff, { action, entityType: 'product', entityId: id, before, after });
      return after;
    });
  }

  const service = {
    async list(query: ListQuery): Promise<AdminProductPage> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? ADMIN_PRODUCTS_DEFAULT_PAGE_SIZE;
      const sort = query.sort ?? 'updated';
      const direction = query.direction ?? (sort === 'updated' ? 'desc' : 'asc');
      const { rows, total } = await findProductPage(db, {
        search: query.search || undefined,
        petType: query.petType,
        productTypeId: query.productTypeId,
        status: query.status,
        stock: query.stock,
        sort,
        direction,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const waiting = await waitingAlerts(rows.map((row) => row.id));
      const data: AdminProductListItem[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        sku: row.sku,
        price: filsToAed(row.price_fils),
        offerPrice: row.offer_price_fils === null ? null : filsToAed(row.offer_price_fils),
        status: statusOf(row.is_active, row.archived_at),
        stock: Number(row.stock),
        sizeCount: Number(row.size_count),
        lowStock: row.low_stock,
        outOfStock: row.out_of_stock,
        productType: row.type_name,
        petTypes: row.pets ?? [],
        imageUrl: row.image_path === null ? null : imageUrl(row.image_path),
        updatedAt: isoOf(row.updated_at),
        stockAlertsWaiting: waiting.get(row.id) ?? 0,
      }));
      return { ...listPage(data, total, page, pageSize), data };
    },

    get: (id: number) => read(db, id),

    reference: (): Promise<AdminProductReference> =>
      findReference(db) as Promise<AdminProductReference>,

    async create(staff: StaffActor, input: AdminProductValues): Promise<StaffProduct> {
      return withSkuGuard(input.sku, () =>
        db.transaction(async (tx) => {
          const [id] = await writeProducts(tx, [await productWrite(tx, input)], {
            staffId: staff.id,
          });
          if (id === undefined) throw new Error('the product was not written');
          const after = await read(tx, id);
          await recordAudit(tx, staff, {
            action: 'product.create',
            entityType: 'product',
            entityId: id,
            before: null,
            after,
          });
          return after;
        }),
      );
    },

    /**
     * Saves an edit made from `version`. The row lock queues concurrent saves; the one that comes
     * second finds a newer version and gets 409, so neither change is silently lost.
     */
    async update(
      staff: StaffActor,
      id: number,
      input: AdminProductValues & { version: number },
    ): Promise<StaffProduct> {
      return withSkuGuard(input.sku, () =>
        db.transaction(async (tx) => {
          const row = await locked(tx, id);
          if (row.version !== input.version) throw new AppError(409, STALE_PRODUCT_MESSAGE);
          if (row.archivedAt !== null && input.isActive) {
            throw new ValidationError({
              isActive: ['This product is archived: unarchive it before making it active.'],
            });
          }
          const before = await read(tx, id);
          // The row stays locked at the version checked above until the write commits.
          await writeProducts(tx, [await productWrite(tx, input, row)], {
            staffId: staff.id,
            dropUnlistedSizes: true,
          });
          const after = await read(tx, id);
          await recordAudit(tx, staff, {
            action: 'product.update',
            entityType: 'product',
            entityId: id,
            before,
            after,
          });
          return after;
        }),
      );
    },

    /** Hides a product from the shop and keeps it for order history (any product, orders or not). */
    async archive(staff: StaffActor, id: number): Promise<StaffProduct> {
      return moveProduct(staff, id, 'product.archive', (row) =>
        row.archivedAt !== null ? undefined : { archivedAt: new Date(), isActive: false },
      );
    },

    /**
     * Puts a draft product on sale, with the rule of the edit form: an archived product is
     * unarchived first. An active product stays as it is.
     */
    async activate(staff: StaffActor, id: number): Promise<StaffProduct> {
      return moveProduct(staff, id, 'product.activate', (row) => {
        if (row.archivedAt !== null) {
          throw new ValidationError({
            isActive: [`${row.name} is archived: unarchive it before making it active.`],
          });
        }
        return row.isActive ? undefined : { isActive: true };
      });
    },

    /** Activates or archives each chosen product as its single action would. */
    async bulk(staff: StaffActor, action: 'activate' | 'archive', ids: readonly number[]) {
      return eachRow(ids, async (id) => {
        await (action === 'activate' ? this.activate(staff, id) : this.archive(staff, id));
        return {};
      });
    },

    /** Brings an archived product back as a draft: staff make it active when it is ready. */
    async unarchive(staff: StaffActor, id: number): Promise<StaffProduct> {
      return moveProduct(staff, id, 'product.unarchive', (row) =>
        row.archivedAt === null ? undefined : { archivedAt: null, isActive: false },
      );
    },

    /**
     * Deletes a product nobody ordered. The row lock waits for a checkout that is writing an
     * order line for it (its foreign key holds a share lock), so the check below sees that line.
     */
    async remove(staff: StaffActor, id: number): Promise<void> {
      const pictures = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (await productHasOrders(tx, id)) {
          throw new AppError(
            409,
            `${row.name} has orders, so it cannot be deleted. Archive it instead: it leaves the shop and stays in order history.`,
          );
        }
        const before = await read(tx, id);
        const uploaded = await findPictureVariants(tx, id);
        await deleteProduct(tx, id);
        await recordAudit(tx, staff, {
          action: 'product.delete',
          entityType: 'product',
          entityId: id,
          before,
          after: null,
        });
        return uploaded;
      });
      // Once the rows are gone for good; nobody ordered it, so no order history shows them.
      if (storageDir) {
        await removePictureFiles(
          storageDir,
          pictures.flatMap(({ variants }) => (variants ? variantFiles(variants) : [])),
        );
      }
    },
  };

  /** A product as staff see it, with the back-in-stock alerts waiting for it (issue 33). */
  const withWaiting = async (product: StaffProduct): Promise<AdminProduct> => ({
    ...product,
    stockAlertsWaiting: (await waitingAlerts([product.id])).get(product.id) ?? 0,
  });
  return {
    ...service,
    get: async (id: number) => withWaiting(await service.get(id)),
    create: async (...args: Parameters<typeof service.create>) =>
      withWaiting(await service.create(...args)),
    update: async (...args: Parameters<typeof service.update>) =>
      withWaiting(await service.update(...args)),
    archive: async (...args: Parameters<typeof service.archive>) =>
      withWaiting(await service.archive(...args)),
    activate: async (...args: Parameters<typeof service.activate>) =>
      withWaiting(await service.activate(...args)),
    unarchive: async (...args: Parameters<typeof service.unarchive>) =>
      withWaiting(await service.unarchive(...args)),
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
