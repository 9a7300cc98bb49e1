/**
 * The query keys of one back-office resource (Medusa's query-key factory): `all` holds every query
 * of it, `lists()` every page of its list whatever the filters, `detail(id)` one thing's page and
 * what hangs under it. An id is kept as text, so a page reached from the address (`'7'`) and a
 * mutation that knows the number (`7`) name the same query.
 */
export function resourceKeys<const Resource extends string, Query = unknown>(resource: Resource) {
  const all = ['admin', resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Query) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string) => [...all, 'detail', String(id)] as const,
  };
}
