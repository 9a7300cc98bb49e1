import { MAX_CART_QUANTITY, MAX_MERGE_LINES } from '@petshop/contracts/constants';
import { useSyncExternalStore } from 'react';

/**
 * A visitor's cart (decision 043): kept in this browser until they log in or register, then
 * merged into their account's cart (POST /api/cart/merge) and cleared. Only ids and quantities
 * are kept; names, pictures, prices and stock come from the catalog when the cart is shown.
 */
export interface VisitorCartLine {
  product_id: number;
  product_size_id: number;
  quantity: number;
}

export const VISITOR_CART_KEY = 'petshop.visitorCart';
const CHANGED = 'visitorCartChanged';

const positiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function parse(raw: string | null): VisitorCartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (line): line is VisitorCartLine =>
          typeof line === 'object' &&
          line !== null &&
          positiveInt((line as VisitorCartLine).product_id) &&
          positiveInt((line as VisitorCartLine).product_size_id) &&
          positiveInt((line as VisitorCartLine).quantity),
      )
      .map((line) => ({
        product_id: line.product_id,
        product_size_id: line.product_size_id,
        quantity: Math.min(line.quantity, MAX_CART_QUANTITY),
      }))
      .slice(0, MAX_MERGE_LINES);
  } catch {
    return [];
  }
}

// The lines as last read, so every reader sees one array until the storage changes.
let cachedRaw: string | null = null;
let cachedLines: VisitorCartLine[] = [];

function storedRaw(): string | null {
  try {
    return localStorage.getItem(VISITOR_CART_KEY);
  } catch {
    return null;
  }
}

export function readVisitorCart(): VisitorCartLine[] {
  const raw = storedRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parse(raw);
  }
  return cachedLines;
}

function write(lines: readonly VisitorCartLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(VISITOR_CART_KEY);
    else localStorage.setItem(VISITOR_CART_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or blocked: the cart stays as it was.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Units of a size the visitor's cart holds. */
export const visitorUnitsOf = (sizeId: number) =>
  readVisitorCart().find((line) => line.product_size_id === sizeId)?.quantity ?? 0;

/**
 * Adds units of a size, within `limit` (the size's stock, at most 99) counting what the line
 * holds. Answers false, changing nothing, when they do not fit.
 */
export function addToVisitorCart(line: VisitorCartLine, limit: number): boolean {
  const lines = readVisitorCart();
  const existing = lines.find((entry) => entry.product_size_id === line.product_size_id);
  const cap = Math.min(limit, MAX_CART_QUANTITY);
  const total = (existing?.quantity ?? 0) + line.quantity;
  if (total > cap) return false;
  if (existing) {
    write(lines.map((entry) => (entry === existing ? { ...entry, quantity: total } : entry)));
    return true;
  }
  if (lines.length >= MAX_MERGE_LINES) return false;
  write([...lines, { ...line }]);
  return true;
}

export function setVisitorQuantity(sizeId: number, quantity: number) {
  if (!positiveInt(quantity)) return;
  write(
    readVisitorCart().map((line) =>
      line.product_size_id === sizeId
        ? { ...line, quantity: Math.min(quantity, MAX_CART_QUANTITY) }
        : line,
    ),
  );
}

export function removeVisitorLine(sizeId: number) {
  write(readVisitorCart().filter((line) => line.product_size_id !== sizeId));
}

export function clearVisitorCart() {
  write([]);
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VISITOR_CART_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const NO_LINES: VisitorCartLine[] = [];

/** The visitor's cart, live: this tab's changes and other tabs'. */
export function useVisitorCart(): VisitorCartLine[] {
  return useSyncExternalStore(subscribe, readVisitorCart, () => NO_LINES);
}
