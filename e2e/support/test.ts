import { test as base, expect } from '@playwright/test';
import { shopPort } from './shops.ts';

/**
 * The `test` every spec uses (directly or through customer.ts and staff.ts): it opens the worker's
 * own shop, and it fails the test
 * when the page opens a native dialog — `window.alert`, `confirm` or `prompt` (issue 20: the shop
 * uses its own dialogs and toasts). The dialog is dismissed so the page does not hang.
 */
export const test = base.extend<{ noNativeDialogs: void; waitsForLivePages: void }>({
  // Each worker tests its own shop (shops.ts); `test.use({ baseURL })` still points a file elsewhere.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${shopPort(testInfo.parallelIndex)}`);
  },
  // A page the server drew (issue 29) shows its buttons before React attaches their handlers: a
  // click in between is lost. After each `goto` and `reload` the test waits until the app holds the
  // page (`data-live`, set in main.tsx), as a person waits for the page to answer.
  waitsForLivePages: [
    async ({ page }, use) => {
      const live = () =>
        page.waitForFunction(
          () =>
            document.getElementById('page-data') === null ||
            document.documentElement.hasAttribute('data-live'),
        );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await live();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await live();
        return response;
      };
      await use();
    },
    { auto: true },
  ],
  noNativeDialogs: [
    async ({ page }, use) => {
      const opened: string[] = [];
      page.on('dialog', (dialog) => {
        opened.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use();
      expect(opened, 'native browser dialogs opened by the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
