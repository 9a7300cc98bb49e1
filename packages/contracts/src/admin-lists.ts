import { z } from 'zod';

/**
 * The one shape of a back-office list's answer (orders, bookings, customers, products, staff,
 * activity): the page's rows, how many match in all, which page of how many (decision 095).
 */
export const adminListPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    lastPage: z.number(),
  });

/** The counts as whole numbers, for the lists whose document has always said integer. */
export const adminListPageIntegers = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  lastPage: z.number().int(),
};

export interface AdminListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  lastPage: number;
}

/** The last page of `total` rows shown `pageSize` at a time: 1 when there are none. */
export const lastPageOf = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

/** A list's answer from the page's rows and the count of all that match. */
export const listPage = <Item>(
  items: Item[],
  total: number,
  page: number,
  pageSize: number,
): AdminListPage<Item> => ({ items, total, page, pageSize, lastPage: lastPageOf(total, pageSize) });
