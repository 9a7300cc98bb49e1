import type { AdminCustomer } from '@petshop/contracts/admin-customers';
import type { AdminOrder, AdminOrderList } from '@petshop/contracts/admin-orders';

// Records as the back-office API sends them, for screen tests: each test names only what differs.

/** A paid card order of Omar's (ORD-000041), confirmed, which reads Processing. */
export const adminOrder = (changes: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 41,
  orderNumber: 'ORD-000041',
  status: 'confirmed',
  statusLabel: 'Processing',
  paymentMethod: 'card',
  paymentStatus: 'paid',
  paymentProvider: 'simulated',
  transactionId: 'pi_sim_41',
  paidAt: '2026-11-26T08:00:00.000Z',
  refundId: null,
  refundedAt: null,
  subtotal: 95,
  shipping: 0,
  discount: 0,
  couponCode: null,
  total: 95,
  currency: 'AED',
  customer: {
    userId: 7,
    name: 'Omar Haddad',
    email: 'omar@example.ae',
    phone: null,
    language: 'en',
  },
  address: 'Villa 12, Al Jaddaf Waterfront, Dubai',
  notes: null,
  trackingNumber: null,
  carrier: null,
  estimatedDelivery: null,
  placedAt: '2026-11-26T08:00:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  refunded: 0,
  allowedMoves: ['shipped', 'cancelled'],
  nextMoves: ['shipped', 'cancelled'],
  items: [],
  events: [],
  ...changes,
});

/** An order as a row of the order list shows it. */
export const adminOrderRow = (order: AdminOrder): AdminOrderList['items'][number] => ({
  id: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  statusLabel: order.statusLabel,
  allowedMoves: order.allowedMoves,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  total: order.total,
  customerName: order.customer.name,
  customerEmail: order.customer.email,
  customerPhone: order.customer.phone,
  placedAt: order.placedAt,
  couponCode: order.couponCode,
});

/** A customer in Dubai with one pending order and no bookings (Hessa, id 12). */
export const adminCustomer = (changes: Partial<AdminCustomer> = {}): AdminCustomer => ({
  id: 12,
  name: 'Hessa Al Ali',
  email: 'hessa@example.ae',
  phone: '+971501112233',
  createdAt: '2026-10-01T08:00:00.000Z',
  deactivated: false,
  deactivatedAt: null,
  deleted: false,
  deletedAt: null,
  orderCount: 1,
  totalSpent: 120.5,
  lastOrderAt: '2026-11-20T08:30:00.000Z',
  language: 'ar',
  address: null,
  city: 'Dubai',
  country: null,
  postalCode: null,
  gender: null,
  dateOfBirth: null,
  orders: [
    {
      id: 31,
      orderNumber: 'ORD-000031',
      placedAt: '2026-11-20T08:30:00.000Z',
      status: 'pending',
      statusLabel: 'Pending',
      total: 120.5,
    },
  ],
  bookings: [],
  ...changes,
});
