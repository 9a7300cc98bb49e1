import type { APIRequestContext, Page } from '@playwright/test';
import { shopMailDir } from './shops.ts';
import { test as base, expect } from './test.ts';

/** Where the shop of the running test's worker writes its e-mails (MAIL_DIR). */
export const e2eMailDir = () => shopMailDir(base.info().parallelIndex);

/**
 * The owner the browser suite's shop starts with: playwright.config.ts creates it with
 * `npm run admin:create` before the server starts (production mode has no demo owner).
 */
export const E2E_OWNER = {
  email: 'owner@e2e.petshop.test',
  name: 'Mariam Owner',
  password: 'e2e-owner-password-1',
} as const;

export interface StaffLogin {
  token: string;
  staff: { id: number; email: string; name: string; role: 'owner' | 'staff' };
}

/** Logs the e2e owner in through the API. */
export async function logInOwner(request: APIRequestContext): Promise<StaffLogin> {
  const response = await request.post('/api/admin/auth/login', {
    data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as StaffLogin;
}

/** Puts a staff session where the back office keeps it, before the first page loads. */
export async function useStaffSession(page: Page, login: StaffLogin) {
  await page.addInitScript((session) => {
    if (!localStorage.getItem('petshop.staff')) {
      localStorage.setItem('petshop.staff', JSON.stringify(session));
    }
  }, login);
}

/** `test` with `staffPage`: a page whose back office is logged in as the e2e owner. */
export const test = base.extend<{ staffPage: Page }>({
  staffPage: async ({ page, request }, use) => {
    await useStaffSession(page, await logInOwner(request));
    await use(page);
  },
});

export { expect };
