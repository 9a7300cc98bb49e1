import type { AuditEntry } from '@petshop/contracts/admin';
import { ORDER_STATUS_LABELS, paymentStatusLabel } from '@petshop/contracts/labels';
import { formatSlotDay } from '../../../lib/appointment-time.ts';
import { formatShopMoment } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { adminPaths } from '../admin-paths.ts';

/** The kinds of thing the log records, as the "What" filter offers them. */
export const AUDIT_KINDS = [
  ['product', 'Products'],
  ['order', 'Orders'],
  ['customer', 'Customers'],
  ['booking', 'Bookings'],
  ['coupon', 'Coupons'],
  ['grooming_service', 'Grooming services'],
  ['groomer', 'Groomers'],
  ['shop_holiday', 'Shop holidays'],
  ['grooming_settings', 'Booking rules'],
  ['staff', 'Staff accounts'],
] as const;

/** What each action did, as a verb phrase before the thing it was done to. */
const ACTIONS: Record<string, string> = {
  'product.create': 'created',
  'product.update': 'edited',
  'product.archive': 'archived',
  'product.unarchive': 'unarchived',
  'product.activate': 'made active',
  'product.delete': 'deleted',
  'image.upload': 'added a picture to',
  'image.update': 'changed a picture of',
  'image.reorder': 'reordered the pictures of',
  'image.delete': 'removed a picture from',
  'stock.adjust': 'adjusted the stock of',
  'import.apply': 'imported the catalog CSV into',
  'order.status': 'changed the status of',
  'order.cancel': 'cancelled',
  'order.refund': 'refunded',
  'order.refund_retry': 'retried a refund of',
  'customer.deactivate': 'deactivated',
  'customer.reactivate': 'reactivated',
  'booking.notes': 'wrote notes on',
  'booking.status': 'changed the status of',
  'booking.reschedule': 'moved',
  'booking.appointment': 'booked a time for',
  'appointment.create': 'booked a phone appointment,',
  'coupon.create': 'created the coupon',
  'coupon.update': 'edited the coupon',
  'coupon.enable': 'switched on the coupon',
  'coupon.disable': 'switched off the coupon',
  'coupon.grant': 'gave a customer the coupon',
  'coupon.ungrant': 'took back from a customer the coupon',
  'grooming_service.create': 'added the grooming service',
  'grooming_service.update': 'changed the grooming service',
  'groomer.create': 'added the groomer',
  'groomer.update': 'changed the hours of',
  'groomer.days_off_add': 'gave days off to',
  'groomer.day_off_remove': 'took back a day off of',
  'shop_holiday.add': 'closed the shop on',
  'shop_holiday.update': 'renamed the holiday on',
  'shop_holiday.remove': 'reopened the shop on',
  'grooming_settings.update': 'changed',
  'staff.create': 'added',
  'staff.update': 'changed',
  'staff.password_link': 'made a new password link for',
};

/** camelCase or snake_case in plain words: "lowStockThreshold" → "Low stock threshold". */
const words = (code: string) => {
  const text = code
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function actionWords(action: string): string {
  return ACTIONS[action] ?? words(action).toLowerCase();
}

/** What the entry was about, as a person names it, and where it is in the back office. */
export function subjectOf(entry: AuditEntry): { name: string; href: string | undefined } {
  const record = { ...asRecord(entry.before), ...asRecord(entry.after) };
  const id = entry.entityId;
  const named = typeof record.name === 'string' ? record.name : undefined;
  switch (entry.entityType) {
    case 'product':
      return {
        name: named ?? (id ? `product #${id}` : 'the catalog'),
        href: id ? adminPaths.product(id) : adminPaths.products(),
      };
    case 'order':
      return {
        name: typeof record.orderNumber === 'string' ? record.orderNumber : `order #${id}`,
        href: id ? adminPaths.order(id) : undefined,
      };
    case 'customer':
      return { name: named ?? `customer #${id}`, href: id ? adminPaths.customer(id) : undefined };
    case 'booking':
      return {
        name: typeof record.reference === 'string' ? record.reference : `booking #${id}`,
        href: id ? adminPaths.booking(id) : undefined,
      };
    case 'coupon':
      return {
        name: typeof record.code === 'string' ? record.code : `coupon #${id}`,
        href: id ? adminPaths.coupon(id) : adminPaths.coupons(),
      };
    case 'grooming_service':
    case 'groomer':
      return {
        name: named ?? `${words(entry.entityType).toLowerCase()} #${id}`,
        href: adminPaths.groomingSetup(),
      };
    case 'shop_holiday':
      return { name: id ? formatSlotDay(id) : 'a day', href: adminPaths.groomingSetup() };
    case 'grooming_settings':
      return { name: 'the booking rules', href: adminPaths.groomingSetup() };
    case 'staff':
      return {
        name: named ?? (typeof record.email === 'string' ? record.email : `staff account #${id}`),
        href: adminPaths.staff(),
      };
    default:
      return { name: `${entry.entityType} ${id ?? ''}`.trim(), href: undefined };
  }
}

const FIELDS: Record<string, string> = {
  status: 'Status',
  paymentStatus: 'Payment',
  trackingNumber: 'Tracking number',
  carrier: 'Carrier',
  reason: 'Reason',
  name: 'Name',
  sku: 'SKU',
  price: 'Price',
  offerPrice: 'Offer price',
  isActive: 'On sale',
  archivedAt: 'Archived',
  lowStockThreshold: 'Low-stock level',
  petTypes: 'Pets',
  productType: 'Product type',
  sizes: 'Sizes',
  attributes: 'Details',
  images: 'Pictures',
  benefits: 'Benefits',
  about: 'About',
  nameAr: 'Name (Arabic)',
  descriptionAr: 'Description (Arabic)',
  aboutAr: 'About (Arabic)',
  benefitsAr: 'Benefits (Arabic)',
  email: 'E-mail',
  role: 'Role',
  scheduledAt: 'Appointment',
  groomerId: 'Groomer',
  windowDays: 'Days ahead customers may book',
  noticeMinutes: 'Minimum notice (minutes)',
  staffNotes: 'Notes',
  amount: 'Amount',
};
/** Bookkeeping that says nothing to a person. */
const HIDDEN = new Set(['id', 'version', 'createdAt', 'updatedAt', 'hasOrders', 'productTypeId']);
/** An instant the API wrote (ISO): shown on Dubai's clock like every other time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MONEY = new Set(['price', 'offerPrice', 'amount', 'total', 'shipping', 'refunded']);

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A value in words: labels for codes, AED for money, Dubai time for moments, names for lists. */
function valueWords(entry: AuditEntry, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return MONEY.has(field) ? formatAed(value) : value.toLocaleString('en');
  if (typeof value === 'string') {
    if (field === 'paymentStatus') return paymentStatusLabel(value);
    if (field === 'status' && entry.entityType === 'order') {
      return ORDER_STATUS_LABELS[value as keyof typeof ORDER_STATUS_LABELS] ?? words(value);
    }
    if (field === 'status' || field === 'role') return words(value);
    if (ISO_INSTANT.test(value)) return formatShopMoment(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value
      .map((item) => {
        if (typeof item !== 'object' || item === null) return String(item);
        const record = item as Record<string, unknown>;
        if ('name' in record && 'value' in record)
          return `${String(record.name)}: ${String(record.value)}`;
        if ('name' in record && 'stock' in record)
          return `${String(record.name)} (${String(record.stock)} in stock)`;
        if ('name' in record) return String(record.name);
        return 'a picture';
      })
      .join(', ');
  }
  const record = asRecord(value);
  return typeof record.name === 'string' ? record.name : 'changed';
}

/** The fields an entry changed, in plain words, with their values before and after. */
export function changesOf(entry: AuditEntry): { field: string; before: string; after: string }[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => !HIDDEN.has(field))
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: FIELDS[field] ?? words(field),
      before: field in before ? valueWords(entry, field, before[field]) : 'none',
      after: field in after ? valueWords(entry, field, after[field]) : 'none',
    }));
}
