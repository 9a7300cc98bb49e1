/** A product id in the address: a whole number of 1 or more, else nothing to ask for. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
