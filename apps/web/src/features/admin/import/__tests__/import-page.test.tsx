import type { ImportReport } from '@petshop/contracts/admin-import';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../../test/admin-screen.tsx';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { spyOnToasts } from '../../../../test/toast-spy.ts';
import { Component as ImportPage } from '../import-page.tsx';

const CHECK = 'POST /api/admin/products/import?dryRun=1';
const IMPORT = 'POST /api/admin/products/import';
const EXPORT = 'GET /api/admin/products/export.csv';

const report = (over: Partial<ImportReport>): ImportReport => ({
  encoding: 'UTF-8',
  rows: 5,
  products: 3,
  creates: 1,
  updates: 2,
  unchanged: 0,
  stockChanges: 2,
  applied: false,
  errors: [],
  changes: [],
  stockConflicts: [],
  stockConflictChoice: null,
  ...over,
});

function renderPage() {
  renderAdmin(<ImportPage />);
}

/** The file's bytes as sent (the page sends the file itself, so the server reads its encoding). */
function sentText(init: RequestInit): Promise<string> {
  const body = init.body as Blob;
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(body);
  });
}

function chooseFile(text: string, name = 'products.csv') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

let toasts: string[];
beforeEach(() => {
  toasts = spyOnToasts();
  localStorage.clear();
  localStorage.setItem(
    'petshop.staff',
    JSON.stringify({
      token: 'staff-tok',
      staff: { id: 1, email: 'sam@shop.ae', name: 'Sam', role: 'staff' },
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the import page', () => {
  it('checks a chosen file and lists each error by line and column; nothing can be imported', async () => {
    const router = routeFetch(
      {
        [CHECK]: () =>
          json(
            200,
            report({
              errors: [
                {
                  line: 3,
                  column: 'stock',
                  message: '"lots" is not a stock count (a whole number of 0 or more).',
                },
                {
                  line: 7,
                  column: 'pet_types',
                  message: 'Unknown pet type "Hamster". Use Cat, Dog, Bird or Fish.',
                },
              ],
            }),
          ),
      },
      () => json(404, { message: 'Not found' }),
    );
    renderPage();
    chooseFile('sku,stock\nDOG-FD-001,lots\n');

    expect(
      await screen.findByText(
        '2 errors: correct the file and choose it again. Nothing has been imported.',
      ),
    ).toBeTruthy();
    const cells = [...document.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['3', 'stock', '"lots" is not a stock count (a whole number of 0 or more).'],
      ['7', 'pet_types', 'Unknown pet type "Hamster". Use Cat, Dog, Bird or Fish.'],
    ]);
    expect(
      screen.getByText(/5 rows, 3 products: 1 new, 2 changed, 0 unchanged; 2 stock changes\./),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Import 3 products' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    const check = router.calls.find((call) => call.key === CHECK)!;
    expect(await sentText(check.init)).toBe('sku,stock\nDOG-FD-001,lots\n');
    expect(check.init.headers).toMatchObject({
      Authorization: 'Bearer staff-tok',
      'Content-Type': 'text/csv',
    });
    expect(router.callsTo(IMPORT)).toBe(0);
  });

  it('imports a file without errors after the check, and says what changed', async () => {
    const router = routeFetch(
      {
        [CHECK]: () => json(200, report({})),
        [IMPORT]: () => json(200, report({ applied: true })),
      },
      () => json(404, { message: 'Not found' }),
    );
    renderPage();
    chooseFile('sku,name\nDOG-FD-001,Renamed\n');
    const button = (await screen.findByRole('button', {
      name: 'Import 3 products',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);

    expect((await screen.findByRole('status')).textContent).toBe(
      'Imported: 1 new and 2 changed products, 2 stock changes.',
    );
    expect(toasts).toEqual(['success: products.csv was imported.']);
    expect(await sentText(router.calls.find((call) => call.key === IMPORT)!.init)).toBe(
      'sku,name\nDOG-FD-001,Renamed\n',
    );
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('lists every row the import changes, field by field, before → after', async () => {
    routeFetch(
      {
        [CHECK]: () =>
          json(
            200,
            report({
              creates: 1,
              updates: 1,
              changes: [
                {
                  line: 2,
                  sku: 'DOG-FD-001',
                  size: '2 kg',
                  created: null,
                  fields: [
                    { column: 'price', before: '149.00', after: '139.00' },
                    { column: 'offer_price', before: '119.00', after: '' },
                  ],
                },
                { line: 3, sku: 'DOG-FD-001', size: '20 kg', created: 'size', fields: [] },
                { line: 4, sku: 'TST-NEW', size: null, created: 'product', fields: [] },
              ],
            }),
          ),
      },
      () => json(404, { message: 'Not found' }),
    );
    renderPage();
    chooseFile('sku,price\nDOG-FD-001,139\n');
    const table = await screen.findByRole('table', { name: 'Changes in products.csv' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['2', 'DOG-FD-0012 kg', 'price: 149.00 → 139.00offer_price: 119.00 → (empty)'],
      ['3', 'DOG-FD-00120 kg', 'New size'],
      ['4', 'TST-NEW', 'New product'],
    ]);
  });

  it('imports nothing until the owner chooses what to do with stock sold since the export', async () => {
    const conflict = {
      line: 5,
      sku: 'DOG-FD-001',
      size: '4 kg',
      exported: 17,
      current: 15,
      file: 17,
    };
    const KEEP_CHECK = 'POST /api/admin/products/import?dryRun=1&stockConflicts=keep';
    const KEEP_IMPORT = 'POST /api/admin/products/import?stockConflicts=keep';
    const router = routeFetch(
      {
        [CHECK]: () => json(200, report({ updates: 1, creates: 0, stockConflicts: [conflict] })),
        [KEEP_CHECK]: () =>
          json(
            200,
            report({
              updates: 1,
              creates: 0,
              stockConflicts: [conflict],
              stockConflictChoice: 'keep',
            }),
          ),
        [KEEP_IMPORT]: () =>
          json(
            200,
            report({
              updates: 1,
              creates: 0,
              stockChanges: 0,
              applied: true,
              stockConflicts: [conflict],
              stockConflictChoice: 'keep',
            }),
          ),
      },
      () => json(404, { message: 'Not found' }),
    );
    renderPage();
    chooseFile('sku,size,stock,stock_version\nDOG-FD-001,4 kg,17,40\n');
    expect(await screen.findByText('Stock changed since this file was exported')).toBeTruthy();
    const table = screen.getByRole('table', {
      name: 'Stock changed since products.csv was exported',
    });
    expect([...table.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual([
      '5',
      'DOG-FD-0014 kg',
      '17',
      '15',
      '17',
    ]);
    const button = screen.getByRole('button', { name: 'Import 1 product' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    fireEvent.click(
      screen.getByRole('radio', {
        name: 'Keep the shop’s stock (orders and deliveries since the export stay counted)',
      }),
    );
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(router.callsTo(KEEP_CHECK)).toBe(1);
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Imported: 0 new and 1 changed product, 0 stock changes. The shop’s stock was kept for 1 size sold or received since the export.',
    );
    expect(router.callsTo(IMPORT)).toBe(0);
    expect(router.callsTo(KEEP_IMPORT)).toBe(1);
  });

  it('says when a file was not UTF-8 and was read as Windows-1252', async () => {
    routeFetch({ [CHECK]: () => json(200, report({ encoding: 'Windows-1252' })) }, () =>
      json(404, { message: 'Not found' }),
    );
    renderPage();
    chooseFile('sku,name\nDOG-FD-001,Caf\u00e9\n');
    expect(
      await screen.findByText(
        /^This file is not saved as UTF-8, so it was read as Windows-1252 \(Western European\)/,
      ),
    ).toBeTruthy();
  });

  it('has nothing to import when the file matches the shop', async () => {
    routeFetch(
      {
        [CHECK]: () => json(200, report({ creates: 0, updates: 0, unchanged: 3, stockChanges: 0 })),
      },
      () => json(404, { message: 'Not found' }),
    );
    renderPage();
    chooseFile('sku\nDOG-FD-001\n');
    expect(
      await screen.findByText('The file matches the shop: there is nothing to import.'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Import 0 products' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('downloads the export under the name the server gives it', async () => {
    const router = routeFetch(
      {
        [EXPORT]: () =>
          new Response('sku,name\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="products-2026-11-26.csv"',
            },
          }),
      },
      () => json(404, { message: 'Not found' }),
    );
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Export products (CSV)' }));

    await waitFor(() =>
      expect(clicked).toEqual([{ download: 'products-2026-11-26.csv', href: 'blob:export' }]),
    );
    const call = router.calls.find((entry) => entry.key === EXPORT)!;
    expect((call.init.headers as Record<string, string>).Authorization).toBe('Bearer staff-tok');
  });
});
