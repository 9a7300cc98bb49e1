import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { deviceFromCustomer, stateFromCustomer } from '../../../account/api/security-api.ts';
import { isTwoFactorHold, needsStaffCode } from '../staff-security-api.ts';

describe('the security screens read both APIs alike (decision 054)', () => {
  it("maps the customer's snake_case answers to the shared shapes", () => {
    expect(
      deviceFromCustomer({
        id: 3,
        device: 'Safari on iPhone',
        created_at: '2026-11-01T10:00:00.000Z',
        last_used_at: '2026-11-02T10:00:00.000Z',
        current: false,
      }),
    ).toEqual({
      id: 3,
      device: 'Safari on iPhone',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: '2026-11-02T10:00:00.000Z',
      current: false,
    });
    expect(
      stateFromCustomer({
        enabled: true,
        enabled_at: '2026-11-01T10:00:00.000Z',
        recovery_codes_left: 9,
      }),
    ).toEqual({
      enabled: true,
      enabledAt: '2026-11-01T10:00:00.000Z',
      recoveryCodesLeft: 9,
      required: false,
    });
  });

  it('tells a staff login that needs a code from one that is done', () => {
    expect(
      needsStaffCode({ twoFactorRequired: true, challenge: 'c'.repeat(43), message: 'm' }),
    ).toBe(true);
    const staff = {
      id: 1,
      email: 'o@shop.ae',
      name: 'O',
      role: 'owner' as const,
      isActive: true,
      hasPassword: true,
      permissions: [],
      twoFactor: false,
    };
    expect(needsStaffCode({ token: 't', staff })).toBe(false);
  });

  it("recognises only the API's set-up-first 403 as the owner's hold", () => {
    const hold = 'Set up two-factor sign-in first: the shop owner must sign in with a code.';
    expect(isTwoFactorHold(new ApiRequestError(403, { message: hold }, 'x'))).toBe(true);
    expect(
      isTwoFactorHold(
        new ApiRequestError(403, { message: 'Only the shop owner can do this.' }, 'x'),
      ),
    ).toBe(false);
    expect(isTwoFactorHold(new ApiRequestError(401, { message: hold }, 'x'))).toBe(false);
    expect(isTwoFactorHold(new TypeError('Failed to fetch'))).toBe(false);
  });
});
