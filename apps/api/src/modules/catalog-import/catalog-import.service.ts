import type {
  CsvEncoding,
  ImportError,
  ImportReport,
  ImportRowChange,
  StockConflict,
  StockConflictChoice,
} from '@petshop/contracts/admin-import';
import {
  MAX_PRICE_FILS,
  MAX_SIZE_STOCK,
  SKU_MAX_LENGTH,
  SKU_PATTERN,
} from '@petshop/contracts/admin-products';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { filsAsDecimal, formatFils, parseAedText } from '../../lib/money.ts';
import { PERMISSION_MISSING } from '../../plugins/staff-auth.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { writeProducts, type ProductWrite } from '../catalog/product-writes.ts';
import {
  CATALOG_COLUMNS,
  formatCatalogCsv,
  joinList,
  ONE_SIZE,
  parseCatalogCsv,
  splitList,
  type CatalogColumn,
  type CsvRow,
} from './catalog-csv.ts';
import {
  ensureAttributes,
  loadCatalogReference,
  loadStoredProducts,
  lockCatalogImports,
  stockMovedSince,
  type CatalogReference,
  type ProductFields,
  type StoredProduct,
  type StoredSize,
} from './catalog-import.repo.ts';

// CSV import and export of the catalog: validate every row, compare with what is stored, and
// write all of it in one transaction or nothing (docs/decisions/035-catalog-csv.md).

/** A size as a file row gives it; undefined = the column is not in the file (keep what is stored). */
interface ImportSize {
  line: number;
  name: string;
  skuSuffix: string | null | undefined;
  stock: number | undefined;
  priceFils: number | null | undefined;
  offerPriceFils: number | null | undefined;
  /** The size's stock version when the file was exported (stock_version); undefined: not given. */
  stockVersion: number | undefined;
}

/** A product as the file gives it: the fields its columns set, and its sizes (undefined: no size column). */
interface ImportProduct {
  sku: string;
  line: number;
  fields: Partial<ProductFields>;
  /** The line that set each product column, for errors found when comparing with the database. */
  lineOf: Partial<Record<CatalogColumn, number>>;
  /** Required columns left blank on every row of the product. */
  blankRequired: CatalogColumn[];
  sizes: ImportSize[] | undefined;
}

type Parsed<T> = { value: T } | { error: string };

interface ProductColumnRule<K extends keyof ProductFields> {
  field: K;
  /** What a blank cell means; undefined: the product must have one. */
  blank: ProductFields[K] | undefined;
  required?: string;
  parse(text: string, reference: Reference): Parsed<ProductFields[K]>;
}

interface Reference {
  pets: Map<string, string>;
  petNames: string;
  types: Map<string, string>;
  typeNames: string;
}

const text = (value: string): Parsed<string> => ({ value });

function money(value: string): Parsed<number> {
  const fils = parseAedText(value);
  if (fils === undefined)
    return { error: `"${value}" is not an amount in AED, e.g. 149 or 149.50.` };
  if (fils <= 0) return { error: 'An amount must be more than AED 0.' };
  if (fils > MAX_PRICE_FILS) return { error: 'An amount must be below AED 1,000,000.' };
  return { value: fils };
}

function wholeNumber(value: string, min: number, what: string): Parsed<number> {
  if (!/^\d+$/.test(value) || Number(value) < min) {
    return { error: `"${value}" is not ${what}.` };
  }
  return { value: Number(value) };
}

/** A list cell of Name=Value items (attributes), each name once whatever its case. */
function nameValuePairs(value: string, example: string): Parsed<[string, string][]> {
  const pairs: [string, string][] = [];
  for (const item of splitList(value)) {
    const equals = item.indexOf('=');
    const name = item.slice(0, Math.max(equals, 0)).trim();
    const content = item.slice(equals + 1).trim();
    if (equals < 1 || name === '' || content === '') {
      return { error: `"${item}" is not Name=Value (e.g. ${example}).` };
    }
    if (pairs.some(([other]) => other.toLowerCase() === name.toLowerCase())) {
      return { error: `The attribute "${name}" is given twice.` };
    }
    pairs.push([name, content]);
  }
  return { value: pairs };
}

/**
 * The Arabic values of a product's attributes (issue 34) in its attributes' order and spelling;
 * `kept` (a file without attributes_ar) keeps a stored Arabic value only under an unchanged English
 * one. Answers the names given in Arabic that the product has no attribute of.
 */
function arabicValues(
  fields: ProductFields,
  kept: ProductFields | undefined,
): { values: [string, string][]; unknown: string[] } {
  const arabic = new Map(fields.attributesAr.map(([name, value]) => [name.toLowerCase(), value]));
  const storedValue = new Map(
    (kept?.attributes ?? []).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const values = fields.attributes.flatMap(([name, value]): [string, string][] => {
    const key = name.toLowerCase();
    const text = arabic.get(key);
    if (text === undefined || (kept && storedValue.get(key) !== value)) return [];
    return [[name, text]];
  });
  // Only the file's own Arabic values can name an attribute the product does not have.
  const named = new Set(fields.attributes.map(([name]) => name.toLowerCase()));
  const unknown = kept
    ? []
    : fields.attributesAr.map(([name]) => name).filter((name) => !named.has(name.toLowerCase()));
  return { values, unknown };
}

/** A product's Arabic values set as arabicValues says; an error for each name it has no attribute of. */
function planArabicValues(
  product: ImportProduct,
  fields: ProductFields,
  kept: ProductFields | undefined,
  errors: ImportError[],
): void {
  const { values, unknown } = arabicValues(fields, kept);
  for (const name of unknown) {
    errors.push({
      line: product.lineOf.attributes_ar ?? product.line,
      column: 'attributes_ar',
      message: `${product.sku} has no attribute "${name}": give its English value in attributes first.`,
    });
  }
  fields.attributesAr = values;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

const PRODUCT_RULES: { [C in CatalogColumn]?: ProductColumnRule<keyof ProductFields> } = {
  name: { field: 'name', blank: undefined, required: 'A product needs a name.', parse: text },
  price: {
    field: 'priceFils',
    blank: undefined,
    required: 'A product needs a price in AED, e.g. 149 or 149.50.',
    parse: money,
  },
  offer_price: { field: 'offerPriceFils', blank: null, parse: money },
  product_type: {
    field: 'productType',
    blank: undefined,
    required: 'A product needs a product type.',
    parse: (value, reference) => {
      const name = reference.types.get(value.toLowerCase());
      return name
        ? { value: name }
        : { error: `Unknown product type "${value}". Use one of: ${reference.typeNames}.` };
    },
  },
  pet_types: {
    field: 'pets',
    blank: undefined,
    required: 'A product needs at least one pet type.',
    parse: (value, reference) => {
      const codes: string[] = [];
      for (const item of splitList(value)) {
        const code = reference.pets.get(item.toLowerCase());
        if (!code) {
          return { error: `Unknown pet type "${item}". Use ${reference.petNames}.` };
        }
        if (!codes.includes(code)) codes.push(code);
      }
      return codes.length > 0
        ? { value: codes.sort() }
        : { error: 'A product needs at least one pet type.' };
    },
  },
  active: {
    field: 'isActive',
    blank: true,
    parse: (value) => {
      const answer = value.toLowerCase();
      if (YES.has(answer)) return { value: true };
      if (NO.has(answer)) return { value: false };
      return { error: `"${value}" is not yes or no.` };
    },
  },
  bestseller_rank: {
    field: 'bestsellerRank',
    blank: null,
    parse: (value) => wholeNumber(value, 1, 'a rank (a whole number, 1 for the best seller)'),
  },
  low_stock_threshold: {
    field: 'lowStockThreshold',
    blank: 5,
    parse: (value) => wholeNumber(value, 0, 'a whole number of 0 or more'),
  },
  // No `rating` rule: the export writes the product's real average, and an import leaves it
  // alone, whatever the cell says (decision 126): only published reviews make a rating.
  packaging: { field: 'packaging', blank: null, parse: text },
  description: { field: 'description', blank: '', parse: text },
  about: { field: 'about', blank: '', parse: text },
  benefits: { field: 'benefits', blank: [], parse: (value) => ({ value: splitList(value) }) },
  // Issue 34: a blank Arabic cell means none (the shop shows the English there).
  name_ar: { field: 'nameAr', blank: null, parse: text },
  description_ar: { field: 'descriptionAr', blank: null, parse: text },
  about_product_ar: { field: 'aboutAr', blank: null, parse: text },
  benefits_ar: {
    field: 'benefitsAr',
    blank: [],
    parse: (value) => ({ value: splitList(value) }),
  },
  attributes: {
    field: 'attributes',
    blank: [],
    parse: (value) => nameValuePairs(value, 'Brand=Dunebark'),
  },
  // Issue 34: a value in Arabic by its attribute's English name; a blank cell means none.
  attributes_ar: {
    field: 'attributesAr',
    blank: [],
    parse: (value) => nameValuePairs(value, 'Flavour=دجاج'),
  },
  images: {
    field: 'images',
    blank: [],
    parse: (value) => {
      const paths = splitList(value);
      for (const path of paths) {
        const web = /^https?:\/\/\S+$/i.test(path);
        const stored = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/.test(path) && !path.includes('..');
        if (!web && !stored) {
          return {
            error: `"${path}" is not a picture path under storage (products/kibble-1.webp) or a web address.`,
          };
        }
      }
      if (new Set(paths).size !== paths.length) return { error: 'A picture is listed twice.' };
      return { value: paths };
    },
  },
};

function referenceOf(catalog: CatalogReference): Reference {
  const pets = new Map<string, string>();
  for (const pet of catalog.petTypes) {
    pets.set(pet.code.toLowerCase(), pet.code);
    pets.set(pet.name.toLowerCase(), pet.code);
  }
  const names = catalog.petTypes.map((pet) => pet.name);
  return {
    pets,
    petNames: `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`,
    types: new Map(catalog.productTypes.map((type) => [type.name.toLowerCase(), type.name])),
    typeNames: catalog.productTypes.map((type) => type.name).join(', '),
  };
}

/** Groups rows by SKU (in order of first appearance) and reads each cell; collects every error. */
function readProducts(
  rows: readonly CsvRow[],
  columns: readonly CatalogColumn[],
  reference: Reference,
  errors: ImportError[],
): ImportProduct[] {
  // "X" and "x" are one SKU: the rows of a product are grouped whatever the case they use.
  const groups = new Map<string, { sku: string; rows: CsvRow[] }>();
  for (const row of rows) {
    const sku = row.cells.sku ?? '';
    if (sku === '') {
      errors.push({
        line: row.line,
        column: 'sku',
        message: 'Every row needs the SKU of its product.',
      });
      continue;
    }
    if (!SKU_PATTERN.test(sku) || sku.length > SKU_MAX_LENGTH) {
      errors.push({
        line: row.line,
        column: 'sku',
        message: `"${sku}" is not a SKU: up to 64 letters, digits and - _ . / without spaces.`,
      });
      continue;
    }
    const group = groups.get(sku.toLowerCase());
    if (group) group.rows.push(row);
    else groups.set(sku.toLowerCase(), { sku, rows: [row] });
  }
  const has = new Set(columns);
  const products: ImportProduct[] = [];
  for (const { sku, rows: group } of groups.values()) {
    const product: ImportProduct = {
      sku,
      line: group[0]!.line,
      fields: {},
      lineOf: {},
      blankRequired: [],
      sizes: has.has('size') ? [] : undefined,
    };
    for (const column of columns) {
      const rule = PRODUCT_RULES[column];
      if (!rule) continue;
      let first: { line: number; json: string } | undefined;
      for (const row of group) {
        const cell = row.cells[column] ?? '';
        if (cell === '') continue;
        const parsed = rule.parse(cell, reference);
        if ('error' in parsed) {
          errors.push({ line: row.line, column, message: parsed.error });
          continue;
        }
        const json = JSON.stringify(parsed.value);
        if (!first) {
          first = { line: row.line, json };
          (product.fields as Record<string, unknown>)[rule.field] = parsed.value;
          product.lineOf[column] = row.line;
        } else if (json !== first.json) {
          errors.push({
            line: row.line,
            column,
            message: `Differs from line ${first.line}. Fill a product's own columns on one of its rows, or the same on each.`,
          });
        }
      }
      if (first || group.some((row) => (row.cells[column] ?? '') !== '')) continue;
      if (rule.blank === undefined) {
        // Kept as stored for a product that exists; a new one needs it (planImport says so).
        product.blankRequired.push(column);
      } else {
        (product.fields as Record<string, unknown>)[rule.field] = rule.blank;
      }
    }
    if (product.sizes) {
      const seen = new Map<string, number>();
      for (const row of group) {
        const size = readSize(row, has, errors);
        if (!size) continue;
        const earlier = seen.get(size.name.toLowerCase());
        if (earlier !== undefined) {
          errors.push({
            line: row.line,
            column: 'size',
            message: `The size "${size.name}" of ${sku} is already on line ${earlier}.`,
          });
          continue;
        }
        seen.set(size.name.toLowerCase(), row.line);
        product.sizes.push(size);
      }
    }
    products.push(product);
  }
  return products;
}

function readSize(
  row: CsvRow,
  has: ReadonlySet<CatalogColumn>,
  errors: ImportError[],
): ImportSize | undefined {
  const before = errors.length;
  const cell = (column: CatalogColumn) => row.cells[column] ?? '';
  const optionalMoney = (column: CatalogColumn): number | null | undefined => {
    if (!has.has(column)) return undefined;
    if (cell(column) === '') return null;
    const parsed = money(cell(column));
    if ('error' in parsed) {
      errors.push({ line: row.line, column, message: parsed.error });
      return undefined;
    }
    return parsed.value;
  };
  let stock: number | undefined;
  if (has.has('stock')) {
    const parsed = wholeNumber(cell('stock'), 0, 'a stock count (a whole number of 0 or more)');
    if (cell('stock') === '') {
      errors.push({
        line: row.line,
        column: 'stock',
        message: 'Give the units in stock (0 when there are none).',
      });
    } else if ('error' in parsed) {
      errors.push({ line: row.line, column: 'stock', message: parsed.error });
    } else if (parsed.value > MAX_SIZE_STOCK) {
      errors.push({
        line: row.line,
        column: 'stock',
        message: 'A stock count must be at most 1,000,000.',
      });
    } else {
      stock = parsed.value;
    }
  }
  let stockVersion: number | undefined;
  if (cell('stock_version') !== '') {
    const parsed = wholeNumber(cell('stock_version'), 0, 'a stock version');
    if ('error' in parsed) {
      errors.push({
        line: row.line,
        column: 'stock_version',
        message: `${parsed.error} Leave this column as the export wrote it, or empty it.`,
      });
    } else {
      stockVersion = parsed.value;
    }
  }
  const suffix = cell('size_sku_suffix');
  if (suffix !== '' && !/^[A-Za-z0-9._/-]{1,32}$/.test(suffix)) {
    errors.push({
      line: row.line,
      column: 'size_sku_suffix',
      message: `"${suffix}" is not a SKU suffix: up to 32 letters, digits and - _ . / without spaces.`,
    });
  }
  const size: ImportSize = {
    line: row.line,
    name: cell('size') || ONE_SIZE,
    skuSuffix: has.has('size_sku_suffix') ? suffix || null : undefined,
    stock,
    priceFils: optionalMoney('size_price'),
    offerPriceFils: optionalMoney('size_offer_price'),
    stockVersion,
  };
  return errors.length === before ? size : undefined;
}

/** What the import will write: products to create and to change, sizes, and stock movements. */
interface ImportPlan {
  creates: { product: ImportProduct; fields: ProductFields }[];
  updates: { product: ImportProduct; stored: StoredProduct; fields: ProductFields }[];
  /** Per product to write (created or changed): its sizes as they will be. */
  sizes: Map<string, PlannedSize[]>;
  unchanged: number;
  stockChanges: number;
  /** Sizes whose stock changed since the file's export and differs from the file's. */
  conflicts: PlannedConflict[];
  changes: ImportRowChange[];
}

interface PlannedConflict extends Omit<StockConflict, 'exported'> {
  sizeId: number;
  version: number;
}

interface PlannedSize {
  id: number | undefined;
  /** The file's line naming the size; undefined for a stored size the file leaves out. */
  line: number | undefined;
  name: string;
  stock: number;
  position: number;
  priceFils: number | null;
  offerPriceFils: number | null;
  skuSuffix: string | null;
  /** What the ledger gets: the opening stock of a new size, the change of an existing one. */
  delta: number;
  changed: boolean;
}

const NEW_PRODUCT_COLUMNS: CatalogColumn[] = ['name', 'price', 'product_type', 'pet_types'];

function sameSize(a: PlannedSize, b: StoredSize): boolean {
  return (
    a.name === b.name &&
    a.stock === b.stock &&
    a.position === b.position &&
    a.priceFils === b.priceFils &&
    a.offerPriceFils === b.offerPriceFils &&
    a.skuSuffix === b.skuSuffix
  );
}

/** The sizes a product will have: the file's in its order, then stored ones it does not name. */
function planSizes(
  product: ImportProduct,
  stored: StoredSize[],
  choice: StockConflictChoice | null,
  conflicts: PlannedConflict[],
): PlannedSize[] {
  if (!product.sizes) {
    return stored.map((size) => ({ ...size, line: undefined, delta: 0, changed: false }));
  }
  // "2 KG" in a file is the stored "2 kg" (renamed), as two sizes of a product differ by more.
  const byName = new Map(stored.map((size) => [size.name.toLowerCase(), size]));
  const planned: PlannedSize[] = product.sizes.map((size, position) => {
    const old = byName.get(size.name.toLowerCase());
    let stock = size.stock ?? old?.stock ?? 0;
    // The file was exported before orders or deliveries moved this stock: its count is stale
    // unless the owner says otherwise (the sold units must not come back).
    if (
      old &&
      size.stock !== undefined &&
      size.stockVersion !== undefined &&
      size.stockVersion !== old.stockVersion &&
      size.stock !== old.stock
    ) {
      conflicts.push({
        line: size.line,
        sku: product.sku,
        size: old.name,
        sizeId: old.id,
        version: size.stockVersion,
        current: old.stock,
        file: size.stock,
      });
      if (choice !== 'overwrite') stock = old.stock;
    }
    const next = {
      id: old?.id,
      line: size.line,
      name: size.name,
      stock,
      position,
      priceFils: size.priceFils === undefined ? (old?.priceFils ?? null) : size.priceFils,
      offerPriceFils:
        size.offerPriceFils === undefined ? (old?.offerPriceFils ?? null) : size.offerPriceFils,
      skuSuffix: size.skuSuffix === undefined ? (old?.skuSuffix ?? null) : size.skuSuffix,
      delta: 0,
      changed: true,
    };
    next.delta = next.stock - (old?.stock ?? 0);
    next.changed = !old || !sameSize(next, old);
    return next;
  });
  const named = new Set(product.sizes.map((size) => size.name.toLowerCase()));
  for (const size of stored) {
    if (named.has(size.name.toLowerCase())) continue;
    const next = { ...size, line: undefined, position: planned.length, delta: 0, changed: false };
    next.changed = !sameSize(next, size);
    planned.push(next);
  }
  return planned;
}

/** Offers below prices, for the product and for each size; errors point at the file's cells. */
function checkPrices(
  product: ImportProduct,
  fields: ProductFields,
  sizes: PlannedSize[],
  errors: ImportError[],
): void {
  if (fields.offerPriceFils !== null && fields.offerPriceFils >= fields.priceFils) {
    errors.push({
      line: product.lineOf.offer_price ?? product.lineOf.price ?? product.line,
      column: 'offer_price',
      message: `The offer price (${formatFils(fields.offerPriceFils)}) must be lower than the price (${formatFils(fields.priceFils)}).`,
    });
  }
  for (const size of sizes) {
    const price = size.priceFils ?? fields.priceFils;
    if (size.offerPriceFils !== null && size.offerPriceFils >= price) {
      const line =
        product.sizes?.find((given) => given.name.toLowerCase() === size.name.toLowerCase())
          ?.line ?? product.line;
      errors.push({
        line,
        column: 'size_offer_price',
        message: `The size's offer price (${formatFils(size.offerPriceFils)}) must be lower than its price (${formatFils(price)}).`,
      });
    }
  }
}

/** Compares the file's products with the stored ones; adds errors that need the stored data. */
function planImport(
  products: readonly ImportProduct[],
  columns: ReadonlySet<CatalogColumn>,
  stored: readonly StoredProduct[],
  catalog: CatalogReference,
  choice: StockConflictChoice | null,
  errors: ImportError[],
): ImportPlan {
  const storedBySku = new Map(stored.map((product) => [product.sku.toLowerCase(), product]));
  const plan: ImportPlan = {
    creates: [],
    updates: [],
    sizes: new Map(),
    unchanged: 0,
    stockChanges: 0,
    conflicts: [],
    changes: [],
  };
  for (const product of products) {
    const old = storedBySku.get(product.sku.toLowerCase());
    // A stored product keeps its SKU as written; the file may spell it in another case.
    if (old) product.sku = old.sku;
    if (!old) {
      const lacking = NEW_PRODUCT_COLUMNS.filter((column) => !columns.has(column));
      for (const column of lacking) {
        errors.push({
          line: product.line,
          column,
          message: `${product.sku} is a new product: the file needs a ${column} column to create it.`,
        });
      }
      for (const column of product.blankRequired) {
        errors.push({
          line: product.line,
          column,
          message: PRODUCT_RULES[column]?.required ?? 'Required.',
        });
      }
      // A required cell that was wrong has its error already.
      const given = product.fields;
      if (
        lacking.length > 0 ||
        given.name === undefined ||
        given.priceFils === undefined ||
        given.productType === undefined ||
        given.pets === undefined
      ) {
        continue;
      }
      const fields: ProductFields = {
        offerPriceFils: null,
        isActive: true,
        bestsellerRank: null,
        lowStockThreshold: 5,
        rating: 0,
        packaging: null,
        description: '',
        about: '',
        benefits: [],
        nameAr: null,
        descriptionAr: null,
        aboutAr: null,
        benefitsAr: [],
        attributes: [],
        attributesAr: [],
        images: [],
        ...given,
        name: given.name,
        priceFils: given.priceFils,
        productType: given.productType,
        pets: given.pets,
      };
      planArabicValues(product, fields, undefined, errors);
      const oneSize: ImportSize = {
        line: product.line,
        name: ONE_SIZE,
        stock: 0,
        skuSuffix: null,
        priceFils: null,
        offerPriceFils: null,
        stockVersion: undefined,
      };
      const sizes = planSizes(
        product.sizes?.length ? product : { ...product, sizes: [oneSize] },
        [],
        choice,
        plan.conflicts,
      );
      checkPrices(product, fields, sizes, errors);
      plan.creates.push({ product, fields });
      for (const size of sizes) {
        plan.changes.push({
          line: size.line ?? product.line,
          sku: product.sku,
          size: product.sizes?.length ? size.name : null,
          created: 'product',
          fields: [],
        });
      }
      plan.sizes.set(product.sku, sizes);
      continue;
    }
    const fields: ProductFields = { ...old.fields, ...product.fields };
    // Without an attributes_ar column the stored Arabic values stay, under unchanged values only.
    planArabicValues(
      product,
      fields,
      columns.has('attributes_ar') ? undefined : old.fields,
      errors,
    );
    const sizes = planSizes(product, old.sizes, choice, plan.conflicts);
    checkPrices(product, fields, sizes, errors);
    plan.changes.push(...rowChanges(product, old, fields, sizes, catalog));
    const changed =
      JSON.stringify(fields) !== JSON.stringify(old.fields) || sizes.some((size) => size.changed);
    plan.stockChanges += sizes.filter((size) => size.id !== undefined && size.delta !== 0).length;
    if (changed) {
      plan.updates.push({ product, stored: old, fields });
      plan.sizes.set(product.sku, sizes);
    } else {
      plan.unchanged += 1;
    }
  }
  plan.changes.sort((a, b) => a.line - b.line);
  return plan;
}

/** The rows of the file that change a stored product, each changed cell before → after. */
function rowChanges(
  product: ImportProduct,
  old: StoredProduct,
  fields: ProductFields,
  sizes: readonly PlannedSize[],
  catalog: CatalogReference,
): ImportRowChange[] {
  const byLine = new Map<number, ImportRowChange>();
  const rowAt = (line: number, size: string | null) => {
    let row = byLine.get(line);
    if (!row) {
      row = { line, sku: product.sku, size, created: null, fields: [] };
      byLine.set(line, row);
    }
    return row;
  };
  const sizeAt = (line: number) => product.sizes?.find((size) => size.line === line)?.name ?? null;
  const before = productCells(old.fields, catalog);
  const after = productCells(fields, catalog);
  for (const column of Object.keys(after) as (keyof typeof after)[]) {
    if (before[column] === after[column]) continue;
    const line = product.lineOf[column] ?? product.line;
    rowAt(line, sizeAt(line)).fields.push({
      column,
      before: before[column],
      after: after[column],
    });
  }
  const storedSizes = new Map(old.sizes.map((size) => [size.id, size]));
  for (const size of sizes) {
    if (size.line === undefined) continue;
    const stored = size.id === undefined ? undefined : storedSizes.get(size.id);
    if (!stored) {
      rowAt(size.line, size.name).created = 'size';
      continue;
    }
    const was = sizeCells(stored);
    const will = sizeCells(size);
    for (const column of Object.keys(will) as (keyof typeof will)[]) {
      if (was[column] === will[column]) continue;
      rowAt(size.line, size.name).fields.push({ column, before: was[column], after: will[column] });
    }
    // Rows of a product in another order than its sizes: the shop lists the sizes in the file's.
    if (stored.position !== size.position) {
      rowAt(size.line, size.name).fields.push({
        column: 'size_order',
        before: String(stored.position + 1),
        after: String(size.position + 1),
      });
    }
  }
  return [...byLine.values()].filter((row) => row.created !== null || row.fields.length > 0);
}

function sortErrors(errors: ImportError[]): ImportError[] {
  const order = new Map<string, number>(CATALOG_COLUMNS.map((column, index) => [column, index]));
  return errors.sort(
    (a, b) =>
      a.line - b.line || (order.get(a.column ?? '') ?? -1) - (order.get(b.column ?? '') ?? -1),
  );
}

interface Prepared {
  report: ImportReport;
  plan: ImportPlan;
}

/** Reads, validates and compares the file with the catalog; writes nothing. */
async function prepareImport(
  db: Db,
  csv: string,
  lock: boolean,
  { choice, encoding }: CheckOptions,
): Promise<Prepared> {
  const parsed = parseCatalogCsv(csv);
  const errors = [...parsed.errors];
  const catalog = await loadCatalogReference(db);
  const products = readProducts(parsed.rows, parsed.columns, referenceOf(catalog), errors);
  const stored = await loadStoredProducts(
    db,
    products.map((product) => product.sku),
    lock,
  );
  const plan = planImport(products, new Set(parsed.columns), stored, catalog, choice, errors);
  const moved = await stockMovedSince(
    db,
    plan.conflicts.map((conflict) => ({ id: conflict.sizeId, version: conflict.version })),
  );
  return {
    plan,
    report: {
      encoding,
      rows: parsed.rows.length,
      products: products.length,
      creates: plan.creates.length,
      updates: plan.updates.length,
      unchanged: plan.unchanged,
      stockChanges: plan.stockChanges,
      applied: false,
      errors: sortErrors(errors),
      changes: plan.changes,
      stockConflicts: plan.conflicts.map(({ sizeId, version: _version, ...conflict }) => ({
        ...conflict,
        exported: conflict.current - (moved.get(sizeId) ?? 0),
      })),
      stockConflictChoice: choice,
    },
  };
}

export interface CheckOptions {
  /** For sizes whose stock changed since the export: keep the shop's, or take the file's. */
  choice: StockConflictChoice | null;
  /** How the file's bytes were read (decodeCsvBytes), for the report. */
  encoding: CsvEncoding;
  /** False: a file that changes an existing price is refused (staff without the permission). */
  allowPriceChanges?: boolean | undefined;
}

const PRICE_COLUMNS = new Set<string>(['price', 'offer_price', 'size_price', 'size_offer_price']);

/** The prices already in the shop the file changes, from the report's changes (decision 076). */
function priceChanges(report: ImportReport): string[] {
  return report.changes.flatMap((row) =>
    row.created
      ? []
      : row.fields
          .filter((field) => PRICE_COLUMNS.has(field.column))
          .map(
            (field) =>
              `line ${row.line} (${row.size ? `${row.sku}, ${row.size}` : row.sku}) ${field.column} ${field.before || 'none'} → ${field.after || 'none'}`,
          ),
  );
}

/**
 * The file changes prices and the importer may not (decision 076): nothing was written. New
 * products and sizes bring their prices; only a price that is already in the shop counts.
 */
export class ImportPriceChangeError extends Error {
  constructor(readonly changes: string[]) {
    const shown = changes.slice(0, 5).join('; ');
    const more = changes.length > 5 ? ` and ${changes.length - 5} more` : '';
    super(
      `${PERMISSION_MISSING.import_prices} This file changes ${changes.length} ${changes.length === 1 ? 'price' : 'prices'}: ${shown}${more}.`,
    );
  }
}

/** Refuses a file without errors that changes prices when the importer may not change them. */
function checkPriceChanges(report: ImportReport, allowPriceChanges: boolean | undefined) {
  if (allowPriceChanges !== false || report.errors.length > 0) return;
  const changes = priceChanges(report);
  if (changes.length > 0) throw new ImportPriceChangeError(changes);
}

/** The dry run: what an import of this file would do, and every error in it. Writes nothing. */
export async function dryRunCatalogImport(
  db: Db,
  csv: string,
  options: Partial<CheckOptions> = {},
): Promise<ImportReport> {
  const { choice = null, encoding = 'UTF-8' } = options;
  const { report } = await prepareImport(db, csv, false, { choice, encoding });
  checkPriceChanges(report, options.allowPriceChanges);
  return report;
}

/** The file has errors (nothing was written); the report lists them. */
export class ImportRefusedError extends Error {
  constructor(readonly report: ImportReport) {
    const count = report.errors.length;
    super(
      `Nothing was imported: the file has ${count} ${count === 1 ? 'error' : 'errors'}. Correct ${count === 1 ? 'it' : 'them'} and import again.`,
    );
  }
}

/** Stock changed in the shop since the file was exported and no choice was given: nothing written. */
export class ImportStockConflictError extends Error {
  constructor(readonly report: ImportReport) {
    const count = report.stockConflicts.length;
    super(
      `Nothing was imported: the stock of ${count} ${count === 1 ? 'size' : 'sizes'} changed in the shop since this file was exported. Choose to keep the shop's stock or to use the file's, then import again.`,
    );
  }
}

/** Someone created one of the file's SKUs while the import ran: nothing was written. */
export class ImportConflictError extends Error {}

export interface ApplyOptions {
  /** Who imports: the ledger rows name them. Null for the seed. */
  staffId: number | null;
  /** For sizes whose stock changed since the export: keep the shop's, or take the file's. */
  stockConflicts?: StockConflictChoice | null | undefined;
  encoding?: CsvEncoding | undefined;
  /** False: a file that changes an existing price is refused (staff without the permission). */
  allowPriceChanges?: boolean;
  /** The staff member the audit log names, in the import's transaction; none for the seed. */
  auditAs?: AuditActor | undefined;
}

/** One audit entry per applied file: its counts, not its rows. */
function recordImportAudit(tx: Db, staff: AuditActor, report: ImportReport) {
  return recordAudit(tx, staff, {
    action: 'import.apply',
    entityType: 'product',
    entityId: null,
    after: {
      rows: report.rows,
      products: report.products,
      creates: report.creates,
      updates: report.updates,
      unchanged: report.unchanged,
      stockChanges: report.stockChanges,
      ...(report.stockConflicts.length > 0 && {
        stockConflicts: report.stockConflicts.length,
        stockConflictChoice: report.stockConflictChoice,
      }),
    },
  });
}

/**
 * Imports the file: every product and size it names is created or updated by SKU, in one
 * transaction; with any error nothing is written (ImportRefusedError carries the report).
 */
export async function applyCatalogImport(
  db: Db,
  csv: string,
  options: ApplyOptions,
): Promise<ImportReport> {
  try {
    return await db.transaction(async (tx) => {
      await lockCatalogImports(tx);
      const choice = options.stockConflicts ?? null;
      const { report, plan } = await prepareImport(tx, csv, true, {
        choice,
        encoding: options.encoding ?? 'UTF-8',
      });
      if (report.errors.length > 0) throw new ImportRefusedError(report);
      checkPriceChanges(report, options.allowPriceChanges);
      if (report.stockConflicts.length > 0 && choice === null) {
        throw new ImportStockConflictError(report);
      }
      await writePlan(tx, plan, options.staffId);
      const applied = { ...report, applied: true };
      if (options.auditAs) await recordImportAudit(tx, options.auditAs, applied);
      return applied;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'sku')) {
      throw new ImportConflictError(
        'Someone added one of these SKUs while the file was importing, so nothing was imported. Run the check again.',
      );
    }
    throw error;
  }
}

/** A product's attributes as the write path takes them, each with its Arabic value or none. */
function attributeWrites(fields: ProductFields, ids: ReadonlyMap<string, number>) {
  const arabic = new Map(fields.attributesAr.map(([name, value]) => [name.toLowerCase(), value]));
  return fields.attributes.map(([name, value]) => ({
    attributeId: ids.get(name)!,
    value,
    valueAr: arabic.get(name.toLowerCase()) ?? null,
  }));
}

async function writePlan(tx: Db, plan: ImportPlan, staffId: number | null): Promise<void> {
  const reference = await loadCatalogReference(tx);
  const typeIds = new Map(reference.productTypes.map((type) => [type.name, type.id]));
  const petIds = new Map(reference.petTypes.map((pet) => [pet.code, pet.id]));
  const written = [
    ...plan.creates.map(({ product, fields }) => ({ sku: product.sku, fields })),
    ...plan.updates.map(({ product, fields }) => ({ sku: product.sku, fields })),
  ];
  // Attribute names match the stored ones whatever their case; new names are added as written.
  const known = new Map([...reference.attributes.keys()].map((name) => [name.toLowerCase(), name]));
  const newNames = new Set<string>();
  for (const { fields } of written) {
    fields.attributes = fields.attributes.map(([name, value]) => {
      const stored = known.get(name.toLowerCase());
      if (!stored) {
        known.set(name.toLowerCase(), name);
        newNames.add(name);
      }
      return [stored ?? name, value];
    });
  }
  const attributeIds =
    newNames.size > 0 ? await ensureAttributes(tx, [...newNames]) : reference.attributes;

  const creates = plan.creates.map(({ product, fields }) => ({
    id: undefined,
    sku: product.sku,
    fields,
    planned: plan.sizes.get(product.sku),
  }));
  // A stored product keeps its SKU as stored, whatever the file's case (decision 067).
  const updates = plan.updates.map(({ product, fields, stored }) => ({
    id: stored.id,
    sku: stored.sku,
    fields,
    planned: plan.sizes.get(product.sku),
  }));
  const products: ProductWrite[] = [...creates, ...updates].map(({ id, sku, fields, planned }) => ({
    id,
    sku,
    name: fields.name,
    packaging: fields.packaging,
    description: fields.description,
    about: fields.about,
    benefits: fields.benefits,
    // The stored Arabic texts where the file has no such column (planImport merged them in).
    arabic: {
      name: fields.nameAr,
      description: fields.descriptionAr,
      about: fields.aboutAr,
      benefits: fields.benefitsAr,
    },
    priceFils: fields.priceFils,
    offerPriceFils: fields.offerPriceFils,
    productTypeId: typeIds.get(fields.productType)!,
    bestsellerRank: fields.bestsellerRank,
    isActive: fields.isActive,
    lowStockThreshold: fields.lowStockThreshold,
    petTypeIds: fields.pets.map((code) => petIds.get(code)!),
    attributes: attributeWrites(fields, attributeIds),
    images: fields.images,
    // Sizes the file leaves as they are stay unwritten.
    sizes: (planned ?? [])
      .filter((size) => size.id === undefined || size.changed)
      .map((size) => ({ ...size, delta: size.id === undefined ? undefined : size.delta })),
  }));
  await writeProducts(tx, products, { staffId, note: 'CSV import' });
}

/** A product's own cells as the export writes them (and the dry run shows them). */
function productCells(fields: ProductFields, catalog: CatalogReference) {
  return {
    name: fields.name,
    price: filsAsDecimal(fields.priceFils),
    offer_price: fields.offerPriceFils === null ? '' : filsAsDecimal(fields.offerPriceFils),
    product_type: fields.productType,
    pet_types: joinList(
      catalog.petTypes.filter((pet) => fields.pets.includes(pet.code)).map((pet) => pet.name),
    ),
    active: fields.isActive ? 'yes' : 'no',
    bestseller_rank: fields.bestsellerRank === null ? '' : String(fields.bestsellerRank),
    low_stock_threshold: String(fields.lowStockThreshold),
    rating: fields.rating.toFixed(1),
    packaging: fields.packaging ?? '',
    description: fields.description,
    about: fields.about,
    benefits: joinList(fields.benefits),
    name_ar: fields.nameAr ?? '',
    description_ar: fields.descriptionAr ?? '',
    about_product_ar: fields.aboutAr ?? '',
    benefits_ar: joinList(fields.benefitsAr),
    attributes: joinList(fields.attributes.map(([name, value]) => `${name}=${value}`)),
    attributes_ar: joinList(fields.attributesAr.map(([name, value]) => `${name}=${value}`)),
    images: joinList(fields.images),
  } satisfies Partial<Record<CatalogColumn, string>>;
}

/** A size's cells as the export writes them. */
function sizeCells(size: Omit<StoredSize, 'id' | 'position' | 'stockVersion'>) {
  return {
    size: size.name,
    size_sku_suffix: size.skuSuffix ?? '',
    stock: String(size.stock),
    size_price: size.priceFils === null ? '' : filsAsDecimal(size.priceFils),
    size_offer_price: size.offerPriceFils === null ? '' : filsAsDecimal(size.offerPriceFils),
  } satisfies Partial<Record<CatalogColumn, string>>;
}

/**
 * The whole catalog in the import's format: one row per size, product columns on its first, and
 * each size's stock version (its latest ledger row) so a later import sees what changed since.
 */
export async function exportCatalogCsv(db: Db): Promise<string> {
  const catalog = await loadCatalogReference(db);
  const stored = await loadStoredProducts(db, undefined);
  const rows: Record<CatalogColumn, string>[] = [];
  for (const product of stored) {
    const productRow = productCells(product.fields, catalog);
    const blank = Object.fromEntries(
      Object.keys(productRow).map((key) => [key, '']),
    ) as typeof productRow;
    const noSize = {
      size: '',
      size_sku_suffix: '',
      stock: '0',
      size_price: '',
      size_offer_price: '',
    };
    const sizes = product.sizes.length > 0 ? product.sizes : [undefined];
    sizes.forEach((size, index) => {
      rows.push({
        sku: product.sku,
        ...(index === 0 ? productRow : blank),
        ...(size ? sizeCells(size) : noSize),
        stock_version: size ? String(size.stockVersion) : '',
      });
    });
  }
  return formatCatalogCsv(rows);
}
