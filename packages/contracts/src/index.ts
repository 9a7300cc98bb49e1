export * from './catalog.ts';
export * from './errors.ts';
export * from './settings.ts';
export * from './auth.ts';
export * from './cart.ts';
export * from './wishlist.ts';
export * from './booking.ts';
export * from './orders.ts';
