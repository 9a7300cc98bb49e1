import { NotFoundError } from '../plugins/errors.ts';

const MAX_ID = 2_147_483_647;

/** A row id from the URL; anything that is not one is simply a row the caller does not have. */
export function parsePathId(raw: string, notFoundMessage: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new NotFoundError(notFoundMessage);
  return id;
}
