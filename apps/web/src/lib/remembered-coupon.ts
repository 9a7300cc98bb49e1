/**
 * A coupon the customer chose in their profile's My Coupons ("Use at checkout"), waiting for the
 * checkout's coupon field in this tab (issue 32). Taken once: the field shows it, ready to apply.
 */
const KEY = 'petshop.coupon';

export function rememberCoupon(code: string): void {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage refused (private mode): the customer types the code instead.
  }
}

export function takeRememberedCoupon(): string {
  try {
    const code = sessionStorage.getItem(KEY) ?? '';
    sessionStorage.removeItem(KEY);
    return code;
  } catch {
    return '';
  }
}
