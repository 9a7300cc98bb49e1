import { expect, test } from './support/staff.ts';

test.describe('back office: products', () => {
  test('staff create a product and the shop finds it with its price', async ({
    staffPage: page,
  }) => {
    const stamp = Date.now();
    const name = `Qusais Camel Chew ${stamp}`;
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    // Sent empty first: the messages stand next to the fields.
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Enter the product name.')).toBeVisible();
    await expect(page.getByText('Choose at least one pet type.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'SKU', exact: true }).fill(`QCC-${stamp}`);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A long-lasting chew.');
    await page.getByRole('spinbutton', { name: 'Price (AED)', exact: true }).fill('47.50');
    await page.getByRole('checkbox', { name: 'Dog' }).check();
    await page.getByRole('combobox', { name: 'Product type' }).selectOption({ label: 'Toys: Toy' });
    await page.getByRole('textbox', { name: 'Size 1 stock' }).fill('6');
    await page.getByRole('switch', { name: /Active/ }).check();
    await page.getByRole('button', { name: 'Create product' }).click();

    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The shop's search finds it at once, at its price.
    await page.goto('/store');
    const box = page.getByPlaceholder('Search products...');
    await box.fill(`Camel Chew ${stamp}`);
    await box.press('Enter');
    const card = page.getByRole('region', { name: 'Products' }).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(name);
    await expect(card).toContainText('47.50');

    // And the back office lists it, found by its SKU.
    await page.goto(`/admin/products?search=QCC-${stamp}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('6');
  });
});
