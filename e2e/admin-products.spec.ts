import sharp from 'sharp';
import { expect, test } from './support/staff.ts';

/** A small photo-like PNG of one colour, as staff would upload it. */
const picture = (red: number, green: number, blue: number) =>
  sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: red, g: green, b: blue } },
  })
    .png()
    .toBuffer();

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
    const adminUrl = page.url();

    // Two pictures, uploaded with the file picker.
    await page.getByLabel('Picture files').setInputFiles([
      { name: 'chew-front.png', mimeType: 'image/png', buffer: await picture(200, 120, 40) },
      { name: 'chew-side.png', mimeType: 'image/png', buffer: await picture(60, 140, 200) },
    ]);
    await expect(
      page.getByRole('list', { name: 'Pictures in order' }).getByRole('listitem'),
    ).toHaveCount(2);

    // The shop's search finds it at once, at its price.
    await page.goto('/store');
    const box = page.getByPlaceholder('Search products...');
    await box.fill(`Camel Chew ${stamp}`);
    await box.press('Enter');
    const card = page.getByRole('region', { name: 'Products' }).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(name);
    await expect(card).toContainText('47.50');
    // With its uploaded picture (served as resized WebP/AVIF copies, not the demo artwork).
    await expect(card.locator('img').first()).toHaveAttribute(
      'src',
      /\/storage\/uploads\/products\//,
    );
    await card.getByRole('heading').click();
    await expect(page.getByRole('button', { name: /Show image 2 of 2/ })).toBeVisible();
    const productUrl = page.url();
    await expect(page.getByRole('button', { name: 'Add To Cart' }).first()).toBeEnabled();

    // And the back office lists it, found by its SKU.
    await page.goto(`/admin/products?search=QCC-${stamp}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('6');

    // Staff count the shelf: none left. The product page says it cannot be bought.
    await page.goto(adminUrl);
    await page.getByRole('button', { name: /^Adjust the stock of/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Stock of/ });
    await dialog.getByLabel('Set the counted stock').check();
    await dialog.getByRole('spinbutton', { name: 'Counted stock' }).fill('0');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('0 (out)')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Stock history' })
        .getByRole('row', { name: /Count correction/ }),
    ).toBeVisible();
    await page.goto(productUrl);
    await expect(page.getByText('Out of stock').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add To Cart' }).first()).toBeDisabled();
  });
  test("the browser's Back button waits for an answer before typed work is lost", async ({
    staffPage: page,
  }) => {
    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Half-typed Kelp Chews');

    // Back: the question, and the page and its work stay. (A held step is no navigation, so
    // Playwright's goBack, which waits for one, is left to time out on its own.)
    const back = () => page.goBack({ timeout: 3_000 }).catch(() => null);
    void back();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Half-typed Kelp Chews',
    );

    // Back again, and leave: the list it came from.
    void back();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

    // Forward to the emptied form: nothing typed, nothing asked on the way back.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
