import { readFile } from 'node:fs/promises';
import type { ProductListResponse } from '@petshop/contracts';
import { expect, test } from './support/staff.ts';

const PUPPY_KIBBLE = 'Dunebark Puppy Lamb & Oat Kibble';

test.describe('back office: catalog import and export', () => {
  test('staff export the catalog, see a bad file refused row by row, and set a stock by import', async ({
    staffPage: page,
    request,
  }) => {
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export products (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(exported.split('\r\n')[0]).toBe(
      'sku,name,size,size_sku_suffix,stock,price,offer_price,size_price,size_offer_price,product_type,pet_types,active,bestseller_rank,low_stock_threshold,rating,packaging,description,about,benefits,name_ar,description_ar,about_product_ar,benefits_ar,attributes,attributes_ar,images,stock_version',
    );
    expect(exported).toContain(PUPPY_KIBBLE);

    const input = page.locator('input[type="file"]');
    const file = (name: string, text: string) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
    await input.setInputFiles(file('bad.csv', 'sku,size,stock\nDOG-FD-002,12 kg,none\n'));
    await expect(
      page.getByText('1 error: correct the file and choose it again. Nothing has been imported.'),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /^2 stock/ })).toContainText(
      '"none" is not a stock count (a whole number of 0 or more).',
    );
    await expect(page.getByRole('button', { name: 'Import 0 products' })).toBeDisabled();

    await input.setInputFiles(file('stock.csv', 'sku,size,stock\nDOG-FD-002,12 kg,0\n'));
    await page.getByRole('button', { name: 'Import 1 product' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Imported: 0 new and 1 changed product, 1 stock change.',
    );

    // The shop shows the size as sold out on the next visit.
    const list = (await (
      await request.get(`/api/get-filtered-products?search=${encodeURIComponent(PUPPY_KIBBLE)}`)
    ).json()) as ProductListResponse;
    const id = list.products.data.find((product) => product.name === PUPPY_KIBBLE)!.id;
    const shop = await page.context().newPage();
    await shop.goto(`/product/${id}`);
    const twelveKilos = shop
      .getByRole('group', { name: 'Size' })
      .getByRole('button', { name: /^12 kg/ });
    await expect(twelveKilos).toBeDisabled();
    await expect(twelveKilos).toContainText('Out of stock');

    // The export is older than that stock: importing it back flags the size and imports nothing
    // until staff choose; here the file's count puts the stock back (the other specs share this shop).
    await input.setInputFiles(file('exported.csv', exported));
    await expect(
      page.getByRole('heading', { name: 'Stock changed since this file was exported' }),
    ).toBeVisible();
    const conflict = page.getByRole('table', {
      name: 'Stock changed since exported.csv was exported',
    });
    const before = exported.split(/\r?\n/).findIndex((row) => /^DOG-FD-002,[^,]*,12 kg,/.test(row));
    const stockAtExport = exported.split(/\r?\n/)[before]!.split(',')[4]!;
    await expect(conflict.getByRole('row').nth(1)).toHaveText(
      `${before + 1}DOG-FD-00212 kg${stockAtExport}0${stockAtExport}`,
    );
    // The import that set the stock also put 12 kg first; the file's order comes back with it.
    await expect(page.getByRole('button', { name: 'Import 1 product' })).toBeDisabled();
    await page.getByRole('radio', { name: 'Use the file’s stock' }).click();
    await expect(
      // Other specs may have added products before this one: the counts around the change vary.
      page.getByText(/\d+ products: 0 new, 1 changed, \d+ unchanged; 1 stock change\./),
    ).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Changes in exported.csv' })
        .getByRole('row', { name: new RegExp(`^${before + 1} `) }),
    ).toHaveText(`${before + 1}DOG-FD-00212 kgstock: 0 → ${stockAtExport}size_order: 1 → 3`);
    await page.getByRole('button', { name: 'Import 1 product' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Imported: 0 new and 1 changed product, 1 stock change.',
    );
    await shop.reload();
    await expect(twelveKilos).toBeEnabled();

    // Excel's "CSV" on Windows is Windows-1252: read as such, and the page says so.
    await input.setInputFiles({
      name: 'windows.csv',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from(`sku,name\nDOG-FD-002,Café Crème Kibble\n`, 'latin1'),
    });
    await expect(
      page.getByText(/^This file is not saved as UTF-8, so it was read as Windows-1252/),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Changes in windows.csv' }).getByRole('row').nth(1),
    ).toContainText(`name: ${PUPPY_KIBBLE} → Café Crème Kibble`);
  });
});
