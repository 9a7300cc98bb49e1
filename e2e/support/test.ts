import { test as base, expect } from '@playwright/test';

/**
 * The `test` every spec uses (directly or through customer.ts and staff.ts): it fails the test
 * when the page opens a native dialog — `window.alert`, `confirm` or `prompt` (issue 20: the shop
 * uses its own dialogs and toasts). The dialog is dismissed so the page does not hang.
 */
export const test = base.extend<{ noNativeDialogs: void }>({
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
