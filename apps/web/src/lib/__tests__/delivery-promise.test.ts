import { describe, expect, it } from 'vitest';
import { deliveryPromise, freeFromText } from '../delivery-promise.ts';

const delivery = (fee: number, freeFrom: number) => ({
  fee,
  free_from: freeFrom,
  countries: ['AE'],
  days: { Dubai: 1 },
  days_off: ['Fri'],
});

describe("the contact bar's delivery promise", () => {
  it('promises free delivery on every order only while the shop charges no fee', () => {
    expect(deliveryPromise(delivery(0, 0))).toBe('Free delivery on every order');
    expect(deliveryPromise(delivery(0, 200))).toBe('Free delivery on every order');
  });

  it('names the threshold once there is a fee', () => {
    expect(deliveryPromise(delivery(15, 200))).toBe('Free delivery from AED 200');
    expect(deliveryPromise(delivery(15, 1250.5))).toBe('Free delivery from AED 1,250.50');
  });

  it('promises nothing free when every order pays the fee', () => {
    expect(deliveryPromise(delivery(15, 0))).toBe('Delivery across the UAE');
  });

  it('says nothing before the settings are known', () => {
    expect(deliveryPromise(undefined)).toBeUndefined();
  });

  it('writes thousands with commas and whole dirhams bare', () => {
    expect(freeFromText(1200)).toBe('Free delivery from AED 1,200');
    expect(freeFromText(99.9)).toBe('Free delivery from AED 99.90');
  });
});
