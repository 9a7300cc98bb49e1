import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logInOwner, test, useStaffSession, type StaffLogin } from './support/staff.ts';

const PHONE = 390;
test.use({ viewport: { width: PHONE, height: 844 } });

interface SetupService {
  id: number;
  name: string;
  kind: string;
  description: string;
  active: boolean;
  position: number;
  prices: { petSize: string; minutes: number; price: number }[];
}

/** Nothing wider than the phone: no sideways scrolling of the page. */
async function expectNoSidewaysScroll(page: Page, screen = PHONE) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(screen);
}

const ownerApi = (request: APIRequestContext, login: StaffLogin) => ({
  get: async () =>
    (
      await request.get('/api/admin/grooming-setup', {
        headers: { authorization: `Bearer ${login.token}` },
      })
    ).json() as Promise<{ services: SetupService[]; holidays: { day: string }[] }>,
  put: (url: string, data: unknown) =>
    request.put(`/api/admin/grooming-setup${url}`, {
      data,
      headers: { authorization: `Bearer ${login.token}` },
    }),
  delete: (url: string) =>
    request.delete(`/api/admin/grooming-setup${url}`, {
      headers: { authorization: `Bearer ${login.token}` },
    }),
});

/** The Dubai days a customer may book a Full Groom for a medium dog. */
async function bookableDays(request: APIRequestContext, serviceId: number) {
  const slots = await request.get(
    `/api/grooming/slots?service_id=${serviceId}&pet_size=dog_medium`,
  );
  expect(slots.status()).toBe(200);
  const body = (await slots.json()) as { price: number; days: { date: string }[] };
  return { price: body.price, days: body.days.map((day) => day.date) };
}

test('on a phone, the owner changes a price and adds a holiday, and the booking page follows', async ({
  page,
  request,
}) => {
  const login = await logInOwner(request);
  const api = ownerApi(request, login);
  const full = (await api.get()).services.find((service) => service.name === 'Full Groom')!;
  const before = await bookableDays(request, full.id);
  // The last bookable day, so the other specs' first free times stay as they are.
  const holiday = before.days.at(-1)!;
  const newPrice = before.price === 245.5 ? 255.5 : 245.5;
  try {
    await useStaffSession(page, login);
    await page.goto('/admin/grooming-setup');
    await expect(page.getByRole('heading', { name: 'Grooming setup', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // A groomer's shift row (two times and its remove button) fits the phone too.
    const remove = page
      .getByRole('region', { name: 'Amira', exact: true })
      .getByRole('button', { name: 'Remove Monday shift 1' });
    const edge = await remove.boundingBox();
    expect(edge!.x + edge!.width).toBeLessThanOrEqual(PHONE);

    // Full Groom's price for a medium dog.
    const card = page.getByRole('region', { name: 'Full Groom', exact: true });
    const price = card.getByLabel('Medium dog (10–25 kg): price in AED');
    await expect(price).toHaveValue(before.price.toFixed(2));
    await price.fill(String(newPrice));
    await expect(card.getByText('Unsaved changes')).toBeVisible();
    const box = await price.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE);
    await card.getByRole('button', { name: 'Save service' }).click();
    await expect(page.getByText('Full Groom saved.')).toBeVisible();
    await expect(card.getByText('Unsaved changes')).toBeHidden();
    await expect(price).toHaveValue(newPrice.toFixed(2));

    // A shop holiday on the last bookable day.
    const holidays = page.getByRole('region', { name: 'Shop holidays' });
    await holidays.getByLabel('Date', { exact: true }).fill(holiday);
    await holidays.getByLabel('Name (optional)').fill('Shop refit');
    await holidays.getByRole('button', { name: 'Add holiday' }).click();
    await expect(holidays.getByRole('listitem')).toContainText(['Shop refit']);
    await expect(holidays.getByRole('button', { name: /^Remove the holiday on / })).toHaveCount(1);
    await expectNoSidewaysScroll(page);

    // The customer's booking page: the new price, and no time on the holiday.
    await page.goto('/booking');
    const form = page.getByRole('form', { name: 'Book Now' });
    await expect(form.getByLabel('Pet Type')).toHaveValue('Dog');
    await form.getByRole('radio', { name: 'Medium dog (10–25 kg)' }).check();
    await form.getByRole('radio', { name: 'Full Groom' }).check();
    const total = form.getByText('Total', { exact: true }).locator('xpath=following-sibling::*');
    await expect(total).toHaveText(
      new RegExp(`^AED ${newPrice.toFixed(2).replace('.', '\\.')} · `),
    );
    await expect(form.getByRole('radiogroup', { name: 'Day', exact: true })).toBeVisible();
    const after = await bookableDays(request, full.id);
    expect(after.price).toBe(newPrice);
    expect(after.days).not.toContain(holiday);
    await expectNoSidewaysScroll(page);
  } finally {
    // The shop as it was for the specs after this one.
    await api.put(`/services/${full.id}`, {
      name: full.name,
      kind: full.kind,
      description: full.description,
      active: full.active,
      position: full.position,
      prices: full.prices,
    });
    await api.delete(`/holidays/${holiday}`);
  }
});

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the owner gives a groomer a Saturday shift and a day off; a clashing shift is refused', async ({
    page,
    request,
  }) => {
    const login = await logInOwner(request);
    const headers = { authorization: `Bearer ${login.token}` };
    const setup = await (await request.get('/api/admin/grooming-setup', { headers })).json();
    const amira = setup.groomers.find((groomer: { name: string }) => groomer.name === 'Amira');
    try {
      await useStaffSession(page, login);
      await page.goto('/admin/grooming-setup');
      const card = page.getByRole('region', { name: 'Amira', exact: true });
      await expect(card.getByLabel('Monday shift 1 starts')).toHaveValue('10:00');
      await expect(card.getByText('Not working')).toHaveCount(2);

      // Saturday: 10:00–14:00, then a shift that runs into it.
      await card.getByRole('button', { name: 'Add a shift on Saturday' }).click();
      await card.getByLabel('Saturday shift 1 starts').fill('10:00');
      await card.getByLabel('Saturday shift 1 ends').fill('14:00');
      await card.getByRole('button', { name: 'Add a shift on Saturday' }).click();
      await card.getByLabel('Saturday shift 2 starts').fill('13:00');
      await card.getByLabel('Saturday shift 2 ends').fill('16:00');
      await card.getByRole('button', { name: 'Save hours' }).click();
      await expect(
        card.getByText(
          'Saturday: the shift 13:00–16:00 overlaps 10:00–14:00. Change the times so one ends before the next starts.',
        ),
      ).toBeVisible();
      await expect(card.getByLabel('Saturday shift 2 starts')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await card.getByRole('button', { name: 'Remove Saturday shift 2' }).click();
      await card.getByRole('button', { name: 'Save hours' }).click();
      await expect(page.getByText("Amira's hours saved.")).toBeVisible();
      await expect(card.getByText('Not working')).toHaveCount(1);

      // A day off a week ahead, listed in words.
      const day = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
      await card.getByLabel('First day off').fill(day);
      await card.getByRole('button', { name: 'Add days off' }).click();
      await expect(page.getByText('Days off added for Amira.')).toBeVisible();
      await expect(card.getByRole('button', { name: /^Remove the day off on / })).toHaveCount(1);
      await expectNoSidewaysScroll(page, 1280);
    } finally {
      await request.put(`/api/admin/grooming-setup/groomers/${amira.id}`, {
        headers,
        data: { name: amira.name, active: amira.active, shifts: amira.shifts },
      });
      const now = await (await request.get('/api/admin/grooming-setup', { headers })).json();
      const after = now.groomers.find((groomer: { id: number }) => groomer.id === amira.id);
      for (const off of after.daysOff) {
        await request.delete(`/api/admin/grooming-setup/groomers/${amira.id}/days-off/${off}`, {
          headers,
        });
      }
    }
  });
});
