import { expect, test } from './support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { mailsTo } from './support/mail.ts';
import { registerAndLogIn, useSession } from './support/customer.ts';

/** A phone's width: the booking form, its days and its times fit without sideways scrolling. */
test.use({ viewport: { width: 360, height: 740 } });

/**
 * Nothing on the page reaches past the screen's edges. The layout clips sideways overflow (so the
 * page's scroll width alone would not tell): each element of the page is measured, except those
 * a part of the page clips on purpose (the hero's decorations) inside its own box.
 */
async function expectNothingOverflows(page: Page) {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const main = document.querySelector('main')!;
    const fits = (box: DOMRect) => box.left >= -0.5 && box.right <= width + 0.5;
    const clippedInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== main;) {
        const clips = getComputedStyle(parent).overflowX !== 'visible';
        if (clips && fits(parent.getBoundingClientRect())) return true;
        parent = parent.parentElement;
      }
      return false;
    };
    return [...main.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return !fits(box) && !clippedInside(element);
      })
      .map((element) => element.outerHTML.slice(0, 160));
  });
  expect(overflowing, 'elements wider than the screen').toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBe(clientWidth);
}

/** Is `startsAt` still a free time for a Basic Groom of this pet? */
async function stillFree(request: APIRequestContext, startsAt: string, petSize = 'dog_small') {
  const { services } = (await (await request.get('/api/grooming/services')).json()) as {
    services: { id: number; name: string }[];
  };
  const basic = services.find((service) => service.name === 'Basic Groom')!;
  const slots = await request.get(`/api/grooming/slots?service_id=${basic.id}&pet_size=${petSize}`);
  expect(slots.status()).toBe(200);
  const { days } = (await slots.json()) as { days: { slots: { starts_at: string }[] }[] };
  return { basic, free: days.some((day) => day.slots.some((slot) => slot.starts_at === startsAt)) };
}

async function chooseSmallDogBasicGroom(page: Page) {
  const form = page.getByRole('form', { name: 'Book Now' });
  await expect(form.getByLabel('Pet Type')).toHaveValue('Dog');
  await form.getByRole('radio', { name: 'Small dog (up to 10 kg)' }).check();
  await form.getByRole('radio', { name: 'Basic Groom' }).check();
  return form;
}

test.describe('Grooming appointments', () => {
  test('on a phone, a visitor books the first free time, which is then no longer offered', async ({
    page,
    request,
  }) => {
    await page.goto('/booking');
    const form = page.getByRole('form', { name: 'Book Now' });
    await form.getByLabel('Full Name').fill('Mariam Haddad');
    await form.getByLabel('Phone Number').fill('+971 50 222 3344');
    await form.getByLabel('Email Address').fill('mariam.haddad@example.ae');
    await chooseSmallDogBasicGroom(page);

    // The price and length for a small dog, then the free days and the first day's times.
    const total = form.getByText('Total', { exact: true }).locator('xpath=following-sibling::*');
    await expect(total).toHaveText(/^AED \d+\.\d{2} · (\d+ h)?( ?\d+ min)?$/);
    const days = form.getByRole('radiogroup', { name: 'Day', exact: true });
    const firstDay = days.getByRole('radio').first();
    await expect(firstDay).toBeVisible();
    const day = (await firstDay.textContent())!;
    expect(day).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2}$/);
    await firstDay.click();
    await expect(firstDay).toHaveAttribute('aria-checked', 'true');
    const firstTime = form
      .getByRole('radiogroup', { name: `Times on ${day}` })
      .getByRole('radio')
      .first();
    const time = (await firstTime.textContent())!;
    expect(time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    await firstTime.click();
    await expect(firstTime).toHaveAttribute('aria-checked', 'true');
    const price = (await total.textContent())!.split(' · ')[0]!;
    await expectNothingOverflows(page);

    await form.getByRole('button', { name: 'Book Appointment' }).click();
    const confirmed = page.getByRole('region', { name: 'Your appointment is confirmed' });
    await expect(confirmed).toBeVisible();
    await expect(
      confirmed.getByRole('heading', { name: 'Your appointment is confirmed' }),
    ).toBeFocused();
    await expect(confirmed.getByText(/^BK-[A-Z2-9]{6}$/)).toBeVisible();
    const when = confirmed.locator('time');
    await expect(when).toHaveText(new RegExp(`^${day} \\d{4} at ${time}$`));
    await expect(confirmed).toContainText(/Amira|Joel/);
    await expect(confirmed.getByRole('row', { name: /Basic Groom/ })).toBeVisible();
    await expect(confirmed.getByRole('row', { name: /Total/ })).toContainText(price);
    await expectNothingOverflows(page);

    // The demo shop has two groomers: when both were free at that time, another customer takes
    // the second one, so the time is gone for everyone.
    const startsAt = (await when.getAttribute('datetime'))!;
    const { basic, free } = await stillFree(request, startsAt);
    if (free) {
      const other = await request.post('/api/appointments', {
        data: {
          service_id: basic.id,
          add_on_ids: [],
          pet_size: 'dog_small',
          starts_at: startsAt,
          name: 'Omar Saleh',
          phone: '+971 55 987 6543',
          email: 'omar.saleh@example.ae',
          notes: '',
        },
      });
      expect(other.status()).toBe(201);
    }
    expect((await stillFree(request, startsAt)).free).toBe(false);

    // Back on the booking page, the same day no longer offers that time.
    await page.reload();
    await chooseSmallDogBasicGroom(page);
    await expect(days.getByRole('radio').first()).toBeVisible();
    const sameDay = days.getByRole('radio', { name: day, exact: true });
    if ((await sameDay.count()) > 0) {
      await sameDay.click();
      const times = form.getByRole('radiogroup', { name: `Times on ${day}` });
      await expect(times.getByRole('radio').first()).toBeVisible();
      await expect(times.getByRole('radio', { name: time, exact: true })).toHaveCount(0);
    } else {
      // That time was the day's last: the day itself is gone.
      await expect(sameDay).toHaveCount(0);
    }
    await expectNothingOverflows(page);
  });

  test('the e-mail’s private link cancels the appointment on a phone, and the time is offered again', async ({
    page,
    request,
  }) => {
    const { services } = (await (await request.get('/api/grooming/services')).json()) as {
      services: { id: number; name: string }[];
    };
    const basic = services.find((service) => service.name === 'Basic Groom')!;
    const { days } = (await (
      await request.get(`/api/grooming/slots?service_id=${basic.id}&pet_size=cat`)
    ).json()) as { days: { slots: { starts_at: string; time: string }[] }[] };
    // Two days ahead at least (online changes end a day before), at 15:30, when both demo
    // groomers work.
    const startsAt = days[3]!.slots.find((slot) => slot.time === '15:30')!.starts_at;
    const stamp = Date.now();
    const emails = [`cancel.${stamp}@example.ae`, `other.${stamp}@example.ae`];
    // Both demo groomers booked at that time: it is offered to nobody.
    for (const email of emails) {
      const booked = await request.post('/api/appointments', {
        data: {
          service_id: basic.id,
          pet_size: 'cat',
          starts_at: startsAt,
          name: 'Layla Nasser',
          phone: '+971 50 765 4321',
          email,
        },
      });
      expect(booked.status()).toBe(201);
    }
    expect((await stillFree(request, startsAt, 'cat')).free).toBe(false);

    let link = '';
    await expect
      .poll(
        async () => {
          const mail = (await mailsTo(emails[0]!)).find((each) => each.includes('is confirmed'));
          link = /\/appointment#token=[\w-]{43}/.exec(mail ?? '')?.[0] ?? '';
          return link;
        },
        { timeout: 15_000 },
      )
      .not.toBe('');
    // The confirmation carries the appointment as a calendar file.
    const confirmation = (await mailsTo(emails[0]!)).find((each) => each.includes('is confirmed'))!;
    expect(confirmation).toContain('Content-Type: text/calendar; charset=utf-8; method=PUBLISH');
    expect(confirmation).toMatch(/filename=grooming-BK-[A-Z2-9]{6}\.ics/);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Your grooming appointment', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Cat', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText(/^Your appointment BK-[A-Z2-9]{6} is cancelled\.$/)).toBeVisible();
    await expectNothingOverflows(page);
    expect((await stillFree(request, startsAt, 'cat')).free).toBe(true);
  });

  test('a logged-in customer moves and cancels their appointments from My Appointments on a phone', async ({
    page,
    request,
  }) => {
    const customer = await registerAndLogIn(request, 'Hessa Al Mansoori');
    const { services } = (await (await request.get('/api/grooming/services')).json()) as {
      services: { id: number; name: string }[];
    };
    const basic = services.find((service) => service.name === 'Basic Groom')!;
    const { days } = (await (
      await request.get(`/api/grooming/slots?service_id=${basic.id}&pet_size=dog_large`)
    ).json()) as { days: { date: string; slots: { starts_at: string; time: string }[] }[] };
    const headers = { authorization: `Bearer ${customer.token}` };
    const bookAt = async (startsAt: string) => {
      const booked = await request.post('/api/appointments', {
        headers,
        data: {
          service_id: basic.id,
          pet_size: 'dog_large',
          starts_at: startsAt,
          name: customer.name,
          phone: '+971 50 765 4321',
          email: customer.email,
        },
      });
      expect(booked.status()).toBe(201);
      return ((await booked.json()) as { appointment: { reference: string } }).appointment;
    };
    // Two days ahead at least: online changes end a day before.
    const first = await bookAt(days[4]!.slots[0]!.starts_at);
    const second = await bookAt(days[5]!.slots[0]!.starts_at);

    await useSession(page, customer);
    await page.goto('/profile?tab=appointments');
    const panel = page.getByRole('tabpanel', { name: 'My Appointments' });
    await expect(panel.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    const items = panel.getByRole('listitem').filter({ hasText: /BK-/ });
    await expect(panel.getByText(first.reference)).toBeVisible();
    await expect(panel.getByText(second.reference)).toBeVisible();
    await expectNothingOverflows(page);

    // Move the first to the last free time of the window's last day, in the shop's 12-hour clock.
    const firstItem = items.filter({ hasText: first.reference });
    await firstItem.getByRole('button', { name: 'Choose another time' }).click();
    const moving = panel.getByRole('region', { name: 'Choose another time' });
    await moving.getByRole('group', { name: 'Day' }).locator('label').last().click();
    const lastTime = moving
      .getByRole('group', { name: /^Time on / })
      .locator('label')
      .last();
    const timeChosen = (await lastTime.textContent())!;
    expect(timeChosen).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    await lastTime.click();
    await moving.getByRole('button', { name: 'Move to this time' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      new RegExp(
        `^Your appointment ${first.reference} has moved to .+ at ${timeChosen}\\. We have e-mailed you the new time\\.$`,
      ),
    );
    await expect
      .poll(async () =>
        (await mailsTo(customer.email)).some((mail) =>
          mail.includes(`New time for your grooming appointment ${first.reference}`),
        ),
      )
      .toBe(true);

    // Cancel the second: it moves under past and cancelled.
    const secondItem = items.filter({ hasText: second.reference });
    await secondItem.getByRole('button', { name: 'Cancel appointment' }).click();
    await panel.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      `Your appointment ${second.reference} is cancelled. We have e-mailed you a confirmation.`,
    );
    const past = panel.getByRole('region', { name: 'Past and cancelled' });
    await expect(past.getByText(second.reference)).toBeVisible();
    await expect(past.getByText('Cancelled', { exact: true })).toBeVisible();
    await expectNothingOverflows(page);
  });
});
