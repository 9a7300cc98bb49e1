import {
  MAX_PICTURE_ALT_LENGTH as MAX_ALT_LENGTH,
  type AdminPicture,
} from '@petshop/contracts/admin-images';
import type { Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { recordAudit, type AuditActor as Actor } from '../audit/audit.service.ts';
import { NotFoundError, ValidationError } from '../../plugins/errors.ts';
import {
  removePictureFiles,
  storePicture,
  variantFiles,
  type StoredPicture,
} from './picture-files.ts';
import {
  deleteProductImage,
  findImageRows as findRows,
  findProductImage,
  insertImages,
  isImageOrdered,
  nextImagePosition,
  productExists,
  setImageAlt,
  setImagePosition,
  type ImageRow,
} from './images.repo.ts';

export interface ImagesServiceOptions {
  db: Db;
  storageDir: string;
  imageUrl: ImageUrl;
}

/** The audit log's view of a picture: enough to tell which one, without its copies. */
const audited = (row: ImageRow) => ({ id: row.id, path: row.path, alt: row.alt });

/**
 * Uploads, orders, describes and removes a product's pictures. Every write holds the product's
 * row for its transaction (SELECT … FOR UPDATE), so two uploads or an upload and a reorder of one
 * product queue: positions stay 0…n-1 with no two alike.
 */
export function createImagesService({ db, storageDir, imageUrl }: ImagesServiceOptions) {
  const present = (rows: ImageRow[]): AdminPicture[] =>
    rows.map((row, index) => ({
      id: row.id,
      url: imageUrl(row.path),
      alt: row.alt,
      isMain: index === 0,
      variants: row.variants ?? null,
    }));

  /** Holds the product for the rest of the transaction; a missing one is a 404. */
  async function lockProduct(tx: Db, productId: number) {
    if (!(await productExists(tx, productId, true))) throw new NotFoundError('Product not found.');
  }

  /** Positions 0…n-1 in the given order, written only where they changed. */
  async function renumber(tx: Db, rows: ImageRow[]) {
    for (const [position, row] of rows.entries()) {
      if (row.position !== position) {
        await setImagePosition(tx, row.id, position);
      }
    }
  }

  return {
    async list(productId: number): Promise<AdminPicture[]> {
      if (!(await productExists(db, productId))) throw new NotFoundError('Product not found.');
      return present(await findRows(db, productId));
    },

    /**
     * Stores each file's copies, then adds them after the product's pictures in one transaction:
     * all of them or, on any bad file, none (its copies and those already written are removed).
     */
    async upload(actor: Actor, productId: number, files: Buffer[]): Promise<AdminPicture[]> {
      if (files.length === 0) {
        throw new ValidationError({ files: ['Choose at least one picture to upload.'] });
      }
      if (!(await productExists(db, productId))) throw new NotFoundError('Product not found.');
      const stored: StoredPicture[] = [];
      try {
        for (const file of files) stored.push(await storePicture(storageDir, file));
        return await db.transaction(async (tx) => {
          await lockProduct(tx, productId);
          const next = await nextImagePosition(tx, productId);
          const added = await insertImages(
            tx,
            stored.map((picture, index) => ({
              productId,
              path: picture.path,
              position: next + index,
              variants: picture.variants,
            })),
          );
          await recordAudit(tx, actor, {
            action: 'image.upload',
            entityType: 'product',
            entityId: productId,
            after: { images: added.map(audited) },
          });
          return present(await findRows(tx, productId));
        });
      } catch (error) {
        await removePictureFiles(
          storageDir,
          stored.flatMap((picture) => picture.files),
        );
        throw error;
      }
    },

    /** Puts the pictures in the given order; the first becomes the main one. */
    async reorder(actor: Actor, productId: number, imageIds: number[]): Promise<AdminPicture[]> {
      return db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const rows = await findRows(tx, productId);
        const byId = new Map(rows.map((row) => [row.id, row]));
        const listed = new Set(imageIds);
        if (
          listed.size !== imageIds.length ||
          imageIds.length !== rows.length ||
          imageIds.some((id) => !byId.has(id))
        ) {
          throw new ValidationError({
            imageIds: [
              "The order must list each of this product's pictures once. Reload the page and try again.",
            ],
          });
        }
        const ordered = imageIds.map((id) => byId.get(id)!);
        await renumber(tx, ordered);
        await recordAudit(tx, actor, {
          action: 'image.reorder',
          entityType: 'product',
          entityId: productId,
          before: { imageIds: rows.map((row) => row.id) },
          after: { imageIds },
        });
        return present(await findRows(tx, productId));
      });
    },

    /** Changes a picture's description for people who cannot see it (empty = none). */
    async describe(
      actor: Actor,
      productId: number,
      imageId: number,
      alt: string | null,
    ): Promise<AdminPicture[]> {
      const text = alt?.trim() || null;
      if (text && text.length > MAX_ALT_LENGTH) {
        throw new ValidationError({
          alt: [`The description can be at most ${MAX_ALT_LENGTH} characters.`],
        });
      }
      return db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const before = await findProductImage(tx, productId, imageId);
        if (!before) throw new NotFoundError('Picture not found.');
        await setImageAlt(tx, imageId, text);
        await recordAudit(tx, actor, {
          action: 'image.update',
          entityType: 'product',
          entityId: productId,
          before: audited(before),
          after: { ...audited(before), alt: text },
        });
        return present(await findRows(tx, productId));
      });
    },

    /**
     * Removes a picture; the others close up behind it. Its files go once the row is gone for
     * good (after commit): a rolled-back removal leaves a picture that still shows. They stay
     * while an order names the picture (its customer's order history still shows it).
     */
    async remove(actor: Actor, productId: number, imageId: number): Promise<AdminPicture[]> {
      const { removed, pictures } = await db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const row = await deleteProductImage(tx, productId, imageId);
        if (!row) throw new NotFoundError('Picture not found.');
        await renumber(tx, await findRows(tx, productId));
        await recordAudit(tx, actor, {
          action: 'image.delete',
          entityType: 'product',
          entityId: productId,
          before: audited(row),
        });
        // An order placed with this picture shows it in the customer's order history.
        return {
          removed: (await isImageOrdered(tx, row.path)) ? null : row,
          pictures: present(await findRows(tx, productId)),
        };
      });
      // Only an upload's own copies: the demo artwork is shared by the seed and stays.
      if (removed?.variants) await removePictureFiles(storageDir, variantFiles(removed.variants));
      return pictures;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
