import '../../../../lib/zod-jitless.ts';
import type { AdminProduct, AdminProductReference } from '@petshop/contracts/admin-products';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../../test/admin-screen.tsx';
import { AddressProbe, currentAddress } from '../../../../test/address-probe.tsx';
import { renderRouter } from '../../../../test/render-router.tsx';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { ProductEditPage, ProductNewPage } from '../product-edit-page.tsx';

const reference: AdminProductReference = {
  petTypes: [
    { code: 'CAT', name: 'Cat' },
    { code: 'DOG', name: 'Dog' },
  ],
  productTypes: [
    { id: 1, name: 'Food', group: 'Food' },
    { id: 5, name: 'collar', group: 'Collar' },
  ],
  attributes: [{ id: 1, name: 'Brand' }],
};

function product(more: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 7,
    name: 'Dune Runner Harness',
    sku: 'DRH-1',
    description: 'A padded harness.',
    about: '',
    benefits: ['No pull'],
    price: 120,
    offerPrice: null,
    packaging: 'Box',
    petTypes: ['DOG'],
    productTypeId: 5,
    productType: { id: 5, name: 'collar', group: 'Collar' },
    sizes: [{ id: 70, name: 'M', price: null, offerPrice: null, skuSuffix: '-M', stock: 9 }],
    attributes: [{ name: 'Brand', value: 'Dune Runner' }],
    images: [],
    isActive: true,
    status: 'active',
    archivedAt: null,
    lowStockThreshold: 5,
    version: 3,
    hasOrders: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    stockAlertsWaiting: 0,
    ...more,
  };
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/products/new', element: <ProductNewPage /> },
      { path: '/admin/products/:id', element: <ProductEditPage /> },
      { path: '/admin/products', element: <p>Product list</p> },
    ],
    { initialEntries: [url] },
  );
  return renderRouter(router);
}

/** The message shown for a control: the text of the element its aria-describedby names last. */
function errorOf(control: HTMLElement) {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

/** The English name's box, not its Arabic twin ("Name (Arabic)"). */
const ENGLISH_NAME = /^Name(?! \(Arabic\))/;
const ENGLISH_DESCRIPTION = /^Description(?! \(Arabic\))/;

const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

beforeEach(() =>
  localStorage.setItem(
    'petshop.staff',
    JSON.stringify({
      token: 'staff-token',
      staff: { id: 1, email: 'mariam@petshop.ae', name: 'Mariam', role: 'staff' },
    }),
  ),
);
// The machine running the suite may be busy: give a slow render time before calling it missing.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('new product form', () => {
  it('shows each check next to its field and sends nothing while the form is invalid', async () => {
    const router = routeFetch({ 'GET /api/admin/reference': () => json(200, reference) });
    renderAt('/admin/products/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create product' }));

    const name = screen.getByRole('textbox', { name: ENGLISH_NAME });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe('Enter the product name.');
    expect(errorOf(screen.getByRole('spinbutton', { name: /^Price/ }))).toBe(
      'Enter the price in AED.',
    );
    expect(screen.getByText('Choose at least one pet type.')).toBeTruthy();
    expect(errorOf(screen.getByRole('combobox', { name: /Product type/ }))).toBe(
      'Choose a product type.',
    );
    // The focus moves to the first field to fix.
    expect(document.activeElement).toBe(name);
    expect(router.callsTo('POST /api/admin/products')).toBe(0);
  });

  it("shows the server's 422 next to the SKU and the size row it names", async () => {
    const router = routeFetch({
      'GET /api/admin/reference': () => json(200, reference),
      'POST /api/admin/products': () =>
        json(422, {
          message: 'This SKU is already used by Oasis Leash.',
          errors: {
            sku: ['This SKU is already used by Oasis Leash.'],
            'sizes.1.price': ['The size price must be below AED 1,000,000.'],
          },
        }),
    });
    renderAt('/admin/products/new');
    await screen.findByRole('button', { name: 'Create product' });
    type(ENGLISH_NAME, 'Copy Leash');
    type(/^SKU/, 'OASIS-1');
    type(ENGLISH_DESCRIPTION, 'A leash.');
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Price/ }), {
      target: { value: '40' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dog' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Product type/ }), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add size' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Size 2 name' }), {
      target: { value: 'Long' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Size 2 price' }), {
      target: { value: '50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() =>
      expect(errorOf(screen.getByRole('textbox', { name: /^SKU/ }))).toContain(
        'This SKU is already used by Oasis Leash.',
      ),
    );
    expect(errorOf(screen.getByRole('textbox', { name: 'Size 2 price' }))).toBe(
      'The size price must be below AED 1,000,000.',
    );
    const [sent] = router.calls.filter((call) => call.key === 'POST /api/admin/products');
    expect(sent!.body).toMatchObject({
      name: 'Copy Leash',
      sku: 'OASIS-1',
      price: 40,
      offerPrice: null,
      petTypes: ['DOG'],
      productTypeId: 5,
      sizes: [
        { name: 'One Size', price: null, offerPrice: null, skuSuffix: null, stock: 0 },
        { name: 'Long', price: 50, offerPrice: null, skuSuffix: null, stock: 0 },
      ],
    });
  });
});

/**
 * The page under the shop's own kind of router (declarative, as app.tsx mounts the back office),
 * with the address shown so a test can see where it is.
 */
function renderInApp(url: string) {
  renderAdmin(
    <>
      <AddressProbe />
      <Routes>
        <Route path="/admin/products/new" element={<ProductNewPage />} />
        <Route path="/admin/products/:id" element={<ProductEditPage />} />
        <Route path="/admin/products" element={<p>Product list</p>} />
      </Routes>
    </>,
    url,
  );
}

describe('leaving the new product form', () => {
  it('asks before typed work is lost: Stay keeps it, Leave goes; the tab asks on closing too', async () => {
    routeFetch({ 'GET /api/admin/reference': () => json(200, reference) });
    renderInApp('/admin/products/new');
    const address = currentAddress;
    await screen.findByRole('button', { name: 'Create product' });
    type(ENGLISH_NAME, 'Kelp Chews');
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: '← Products' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(address()).toBe('/admin/products/new');
    expect((screen.getByRole('textbox', { name: ENGLISH_NAME }) as HTMLInputElement).value).toBe(
      'Kelp Chews',
    );

    fireEvent.click(screen.getByRole('link', { name: '← Products' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave without saving' },
      ),
    );
    expect(await screen.findByText('Product list')).toBeTruthy();
    const closed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closed);
    expect(closed.defaultPrevented).toBe(false);
  });

  it('leaves an untouched form, and a created product, without a question', async () => {
    routeFetch({
      'GET /api/admin/reference': () => json(200, reference),
      'POST /api/admin/products': () => json(201, { product: product({ name: 'Kelp Chews' }) }),
      'GET /api/admin/products/7': () => json(200, { product: product({ name: 'Kelp Chews' }) }),
      'GET /api/admin/products/7/images': () => json(200, { images: [] }),
    });
    renderInApp('/admin/products/new');
    const address = currentAddress;
    await screen.findByRole('button', { name: 'Create product' });
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: '← Products' }));
    expect(await screen.findByText('Product list')).toBeTruthy();
    cleanup();

    renderInApp('/admin/products/new');
    await screen.findByRole('button', { name: 'Create product' });
    type(ENGLISH_NAME, 'Kelp Chews');
    type(/^SKU/, 'KELP-1');
    type(ENGLISH_DESCRIPTION, 'Kelp treats.');
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Price/ }), {
      target: { value: '20' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dog' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Product type/ }), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(address()).toBe('/admin/products/7'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('editing a product', () => {
  it('shows a 409 as a banner whose Reload brings the other person’s version', async () => {
    let stored = product();
    const router = routeFetch({
      'GET /api/admin/reference': () => json(200, reference),
      'GET /api/admin/products/7': () => json(200, { product: stored }),
      // The pictures manager on the page (product-pictures.test.tsx tests it).
      'GET /api/admin/products/7/images': () => json(200, { images: [] }),
      'PUT /api/admin/products/7': () => {
        // Someone else saved version 4 first.
        stored = product({ name: 'Harness renamed by Omar', version: 4 });
        return json(409, {
          message: 'This product was changed by someone else. Reload to see their changes.',
        });
      },
    });
    renderAt('/admin/products/7');
    const name = await screen.findByRole('textbox', { name: ENGLISH_NAME });
    fireEvent.change(name, { target: { value: 'My rename' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Someone else saved this product');
    expect(banner.textContent).toContain(
      'This product was changed by someone else. Reload to see their changes.',
    );
    const [sent] = router.calls.filter((call) => call.key === 'PUT /api/admin/products/7');
    expect(sent!.body).toMatchObject({ name: 'My rename', version: 3 });

    fireEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: ENGLISH_NAME }) as HTMLInputElement).value).toBe(
        'Harness renamed by Omar',
      ),
    );
    expect(screen.queryByText('Someone else saved this product')).toBeNull();
  });

  it('shows the Arabic texts right to left beside the English, and saves them', async () => {
    const router = routeFetch({
      'GET /api/admin/reference': () => json(200, reference),
      'GET /api/admin/products/7': () =>
        json(200, {
          product: product({
            nameAr: 'حزام دون رنر',
            descriptionAr: null,
            aboutAr: null,
            benefitsAr: ['بلا شد'],
          }),
        }),
      'GET /api/admin/products/7/images': () => json(200, { images: [] }),
      'PUT /api/admin/products/7': (request) =>
        json(200, { product: product({ ...(request.body as object), version: 4 }) }),
    });
    renderAt('/admin/products/7');
    const nameAr = (await screen.findByRole('textbox', {
      name: /^Name \(Arabic\)/,
    })) as HTMLInputElement;
    expect(nameAr.value).toBe('حزام دون رنر');
    for (const label of [
      /^Name \(Arabic\)/,
      /^Description \(Arabic\)/,
      /^About \(Arabic\)/,
      /^Benefits \(Arabic\)/,
    ]) {
      const box = screen.getByRole('textbox', { name: label });
      expect([box.getAttribute('dir'), box.getAttribute('lang')]).toEqual(['rtl', 'ar']);
    }
    expect(
      (screen.getByRole('textbox', { name: /^Benefits \(Arabic\)/ }) as HTMLTextAreaElement).value,
    ).toBe('بلا شد');
    // The English boxes stay left to right.
    expect(screen.getByRole('textbox', { name: ENGLISH_NAME }).getAttribute('dir')).toBeNull();

    type(/^Description \(Arabic\)/, 'حزام مبطن.');
    type(/^Benefits \(Arabic\)/, 'بلا شد\n  \nمريح ');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.callsTo('PUT /api/admin/products/7')).toBe(1));
    const [sent] = router.calls.filter((call) => call.key === 'PUT /api/admin/products/7');
    expect(sent!.body).toMatchObject({
      name: 'Dune Runner Harness',
      nameAr: 'حزام دون رنر',
      descriptionAr: 'حزام مبطن.',
      aboutAr: null,
      benefitsAr: ['بلا شد', 'مريح'],
    });
  });

  it('edits each attribute’s Arabic name and value beside the English, right to left', async () => {
    const router = routeFetch({
      'GET /api/admin/reference': () =>
        json(200, {
          ...reference,
          attributes: [
            { id: 1, name: 'Brand', nameAr: 'العلامة التجارية' },
            { id: 2, name: 'Flavour', nameAr: 'النكهة' },
          ],
        }),
      'GET /api/admin/products/7': () =>
        json(200, {
          product: product({
            attributes: [
              { name: 'Brand', value: 'Dune Runner', nameAr: 'العلامة التجارية', valueAr: null },
              { name: 'Material', value: 'Nylon', nameAr: null, valueAr: 'نايلون' },
            ],
          }),
        }),
      'GET /api/admin/products/7/images': () => json(200, { images: [] }),
      'PUT /api/admin/products/7': (request) =>
        json(200, { product: product({ ...(request.body as object), version: 4 }) }),
    });
    renderAt('/admin/products/7');
    const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    await screen.findByRole('textbox', { name: 'Attribute 1 Arabic name' });
    expect(box('Attribute 1 Arabic name').value).toBe('العلامة التجارية');
    expect(box('Attribute 1 Arabic value').value).toBe('');
    expect(box('Attribute 2 Arabic value').value).toBe('نايلون');
    for (const name of ['Attribute 1 Arabic name', 'Attribute 2 Arabic value']) {
      expect([box(name).getAttribute('dir'), box(name).getAttribute('lang')]).toEqual([
        'rtl',
        'ar',
      ]);
    }
    expect(box('Attribute 1 value').getAttribute('dir')).toBeNull();

    // Staff write Material's Arabic name; a new row named after a known attribute gets its own.
    fireEvent.change(box('Attribute 2 Arabic name'), { target: { value: 'المادة' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    // The name box offers the shop's attribute names (a combobox).
    fireEvent.change(screen.getByRole('combobox', { name: 'Attribute 3 name' }), {
      target: { value: 'flavour' },
    });
    expect(box('Attribute 3 Arabic name').value).toBe('النكهة');
    fireEvent.change(box('Attribute 3 value'), { target: { value: 'Lamb' } });
    fireEvent.change(box('Attribute 3 Arabic value'), { target: { value: 'لحم ضأن' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.callsTo('PUT /api/admin/products/7')).toBe(1));
    const [sent] = router.calls.filter((call) => call.key === 'PUT /api/admin/products/7');
    expect((sent!.body as { attributes: unknown }).attributes).toEqual([
      { name: 'Brand', value: 'Dune Runner', nameAr: 'العلامة التجارية', valueAr: null },
      { name: 'Material', value: 'Nylon', nameAr: 'المادة', valueAr: 'نايلون' },
      { name: 'flavour', value: 'Lamb', nameAr: 'النكهة', valueAr: 'لحم ضأن' },
    ]);
  });

  it('shows each size’s full SKU as the shop joins it, as the suffix is typed', async () => {
    routeFetch({
      'GET /api/admin/reference': () => json(200, reference),
      'GET /api/admin/products/7': () => json(200, { product: product() }),
      'GET /api/admin/products/7/images': () => json(200, { images: [] }),
    });
    renderAt('/admin/products/7');
    const full = await screen.findByLabelText('Size 1 full SKU');
    expect(full.textContent).toBe('DRH-1-M');
    fireEvent.change(screen.getByRole('textbox', { name: 'Size 1 SKU suffix' }), {
      target: { value: '4KG' },
    });
    expect(full.textContent).toBe('DRH-1-4KG');
    type(/^SKU/, 'RC-MAXI-ADULT');
    expect(full.textContent).toBe('RC-MAXI-ADULT-4KG');
  });

  it('archives only after the dialog that names the product is confirmed', async () => {
    const router = routeFetch({
      'GET /api/admin/reference': () => json(200, reference),
      'GET /api/admin/products/7': () => json(200, { product: product() }),
      // The pictures manager on the page (product-pictures.test.tsx tests it).
      'GET /api/admin/products/7/images': () => json(200, { images: [] }),
      'POST /api/admin/products/7/archive': () =>
        json(200, {
          product: product({ status: 'archived', isActive: false, version: 4 }),
        }),
    });
    renderAt('/admin/products/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive Dune Runner Harness?' });
    expect(router.callsTo('POST /api/admin/products/7/archive')).toBe(0);
    // A product with orders offers no Delete.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive product' }));
    await waitFor(() => expect(router.callsTo('POST /api/admin/products/7/archive')).toBe(1));
    expect(await screen.findByRole('button', { name: 'Unarchive' })).toBeTruthy();
  });

  it("shows the product's pictures manager under the form", async () => {
    routeFetch({
      'GET /api/admin/reference': () => json(200, reference),
      'GET /api/admin/products/7': () => json(200, { product: product() }),
      'GET /api/admin/products/7/images': () =>
        json(200, {
          images: [
            {
              id: 3,
              url: '/storage/products/harness-1.svg',
              alt: null,
              isMain: true,
              variants: null,
            },
          ],
        }),
    });
    renderAt('/admin/products/7');
    const pictures = await screen.findByRole('region', { name: 'Pictures' });
    expect(
      await within(pictures).findByRole('listitem', { name: 'Picture 1 of 1, main picture' }),
    ).toBeTruthy();
    expect(within(pictures).getByRole('button', { name: 'Choose pictures' })).toBeTruthy();
  });
});
