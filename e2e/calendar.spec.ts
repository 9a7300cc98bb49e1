import type { APIRequestContext, Page } from '@playwright/test';
import { mailsTo } from './support/mail.ts';
import { expect, test } from './support/staff.ts';

/** A tablet held upright: the calendar is worked at this width. */
test.use({ viewport: { width: 768, height: 1024 } });

/** The Basic Groom for a cat, and the days (Dubai) with free times. */
async function catSlots(request: APIRequestContext) {
  const { services } = (await (await request.get('/api/grooming/services')).json()) as {
    services: { id: number; name: string }[];
  };
  const basic = services.find((service) => service.name === 'Basic Groom')!;
  const slots = await request.get(`/api/grooming/slots?service_id=${basic.id}&pet_size=cat`);
  expect(slots.status()).toBe(200);
  const { days } = (await slots.json()) as {
    days: { date: string; slots: { starts_at: string; time: string }[] }[];
  };
  return { basic, days };
}

async function expectNoPageOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBe(clientWidth);
}

test.describe('The grooming calendar', () => {
  test('staff see a customer’s appointment in its groomer’s column and move it to a new time; the customer is e-mailed it', async ({
    staffPage: page,
    request,
  }) => {
    const { basic, days } = await catSlots(request);
    const day = days[3]!;
    const first = day.slots[0]!;
    const email = `calendar.move.${Date.now()}@example.ae`;
    const name = `Noura ${Date.now().toString(36)}`;
    const booked = await request.post('/api/appointments', {
      data: {
        service_id: basic.id,
        pet_size: 'cat',
        starts_at: first.starts_at,
        name,
        phone: '+971 50 765 4321',
        email,
      },
    });
    expect(booked.status()).toBe(201);
    const { appointment } = (await booked.json()) as {
      appointment: { reference: string; groomer: string };
    };

    await page.goto(`/admin/calendar?date=${day.date}`);
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    const column = page.getByRole('region', { name: appointment.groomer, exact: true });
    const block = column.getByRole('button', { name: new RegExp(name) });
    await expect(block).toBeVisible();
    await expect(block).toContainText('Basic Groom');
    await expectNoPageOverflow(page);

    await block.click();
    const details = page.getByRole('dialog', { name: `Appointment ${appointment.reference}` });
    await expect(details).toContainText(name);
    await details.getByRole('button', { name: 'Move' }).click();
    const mover = page.getByRole('dialog', { name: `Move ${appointment.reference}` });
    const times = mover.getByRole('radiogroup', { name: /^Free times on / }).getByRole('radio');
    await expect(times.first()).toBeVisible();
    // The day's last free time with the same groomer: not where it is now.
    const target = times.last();
    const time = (await target.textContent())!;
    expect(time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    await target.click();
    await expect(target).toHaveAttribute('aria-checked', 'true');
    await mover.getByRole('button', { name: 'Move and e-mail the customer' }).click();
    await expect(page.getByText(`Appointment ${appointment.reference} moved to`)).toBeVisible();
    await expect(mover).toBeHidden();
    await expect(
      column.getByRole('button', { name: new RegExp(`^${time}.*${name}`) }),
    ).toBeVisible();

    await expect
      .poll(
        async () =>
          (await mailsTo(email)).some(
            (mail) =>
              mail.includes(`New time for your grooming appointment ${appointment.reference}`) &&
              mail.includes(`at ${time}`),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test('staff book a customer on the phone into a free time, and the customer gets the confirmation', async ({
    staffPage: page,
    request,
  }) => {
    const { days } = await catSlots(request);
    const day = days[4]!;
    const email = `calendar.phone.${Date.now()}@example.ae`;
    const name = `Khalid ${Date.now().toString(36)}`;

    await page.goto(`/admin/calendar?date=${day.date}`);
    await page.getByRole('button', { name: 'New appointment' }).click();
    const form = page.getByRole('dialog', { name: 'New appointment' });
    await form.getByLabel('Customer name').fill(name);
    await form.getByLabel('Phone').fill('+971 55 123 4567');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Pet').selectOption('cat');
    await form.getByLabel('Package').selectOption({ label: 'Basic Groom' });
    await expect(form.getByLabel('Day')).toHaveValue(day.date);
    const times = form.getByRole('radiogroup', { name: /^Free times on / }).getByRole('radio');
    await expect(times.first()).toBeVisible();
    const time = (await times.first().textContent())!;
    await times.first().click();
    await form.getByRole('button', { name: 'Book and e-mail the customer' }).click();
    await expect(page.getByText(/^Appointment BK-[A-Z2-9]{6} is booked for /)).toBeVisible();
    await expect(form).toBeHidden();

    const block = page.getByRole('button', { name: new RegExp(`^${time}.*${name}`) });
    await expect(block).toBeVisible();
    await expectNoPageOverflow(page);
    await expect
      .poll(async () => (await mailsTo(email)).some((mail) => mail.includes('is confirmed')), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  test('on a phone the page does not overflow; the day scrolls inside its own box', async ({
    staffPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/calendar');
    await expect(page.getByRole('region', { name: /^Groomers on / })).toBeVisible();
    await expectNoPageOverflow(page);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('columnheader')).toHaveCount(7);
    await expectNoPageOverflow(page);
  });
});
