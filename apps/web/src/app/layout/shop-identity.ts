/**
 * Spec §1 marketing identity. The server's settings normally supply these; the layout falls back
 * to them while the settings load, so the footer never renders empty.
 */
export const SHOP_NAME = 'The Best Pet Shop in Dubai';
export const SHOP_TAGLINE = 'Where Happy Pets Come First';
export const SHOP_ADDRESS = 'Al Jaddaf, Dubai';
export const SHOP_HOURS = 'Monday to Friday, 10:00 AM to 11:30 PM';
export const LOGO_SRC = '/art/logo.svg';
