import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * One page of a back-office list (`page` counts from 1) and how many rows match in all: the
 * rows and the count are read side by side.
 */
export async function pageOfRows<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  order: SQL[],
  page: { page: number; pageSize: number },
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as Table['$inferSelect'][], total: total?.total ?? 0 };
}
