import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { registerAndLogIn, useSession } from './support/customer.ts';

const BOOKING_SUCCESS = "Booking Request Received! We'll contact you soon to confirm the details.";
const BOOKING_FAILURE = 'Oops! Something went wrong. Please try again or contact us directly.';

async function fillBooking(page: Page) {
  const form = page.getByRole('form', { name: 'Book Now' });
  await form.getByLabel('Full Name').fill('Noura Al Mansoori');
  await form.getByLabel('Phone Number').fill('+971 55 123 4567');
  await form.getByLabel('Email Address').fill('noura@example.ae');
  await form.getByLabel('Pet Type').selectOption('Cat');
  await form.getByRole('radio', { name: 'Full Groom' }).check();
  await form.getByLabel('Additional Notes').fill('  Luna is shy with dryers. ');
  return form;
}

test.describe('Grooming and booking', () => {
  test('the grooming page explains the services, switches tabs and leads to booking', async ({
    page,
  }) => {
    await page.goto('/grooming');
    await expect(page).toHaveTitle('Pet Grooming in Dubai | The Best Pet Shop in Dubai');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    for (const service of [
      'Nail Trimming & Paw Care',
      'Bath & Blow Dry',
      'Haircut & Styling',
      'Ear Cleaning',
      'Teeth Brushing',
      'Beak Sharpening',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: service })).toBeVisible();
    }
    const stats = page.getByRole('region', { name: 'Why Choose Us' });
    for (const figure of ['5+', '5000+', '98%', '12+', '30+']) {
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    }

    // The knowledge centre: accessible tabs, by mouse and by keyboard.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'Why Professional Grooming',
      'Breed-Specific Care',
      'At-Home Grooming Tips',
      'FAQs',
    ]);
    const why = page.getByRole('tab', { name: 'Why Professional Grooming' });
    await expect(why).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('every 4-6 weeks');

    await page.getByRole('tab', { name: 'FAQs' }).click();
    await expect(page.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
    await expect(why).toHaveAttribute('aria-selected', 'false');
    const faqPanel = page.getByRole('tabpanel', { name: 'FAQs' });
    await faqPanel.getByText('How often should my pet be groomed?').click();
    await expect(faqPanel.getByText(/professional groom every 4-6 weeks/)).toBeVisible();

    await page.getByRole('tab', { name: 'FAQs' }).press('ArrowLeft');
    const tips = page.getByRole('tab', { name: 'At-Home Grooming Tips' });
    await expect(tips).toBeFocused();
    await expect(tips).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: 'Brushing' }),
    ).toBeVisible();
    await tips.press('Home');
    await expect(why).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Dogs' })).toHaveCount(0);
    await why.press('ArrowRight');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Dogs' })).toBeVisible();

    // The gallery: described, sized and lazily loaded pictures.
    const gallery = page.getByRole('region', { name: 'Happy Pets, Fresh Looks' }).getByRole('img');
    await expect(gallery).toHaveCount(6);
    for (const picture of await gallery.all()) {
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).toHaveAttribute('width', '480');
      await expect(picture).toHaveAttribute('height', '360');
      expect((await picture.getAttribute('alt'))?.length).toBeGreaterThan(10);
    }
    await expect(page.getByRole('link', { name: 'Book Appointment Now' })).toHaveAttribute(
      'href',
      '/booking',
    );

    await page.getByRole('link', { name: 'Book Now', exact: true }).click();
    await expect(page).toHaveURL('/booking');
    await expect(page.getByRole('heading', { name: 'Book Now' })).toBeVisible();
  });

  test('booking: the browser checks the fields, then the request is sent, confirmed and stored', async ({
    page,
    request,
  }) => {
    const customer = await registerAndLogIn(request, 'Noura Grooming');
    await useSession(page, customer);
    await page.goto('/booking');
    await expect(page).toHaveTitle('Book a Grooming Appointment | The Best Pet Shop in Dubai');

    const bookingCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().endsWith('/api/bookings') && call.method() === 'POST') {
        bookingCalls.push(call.url());
      }
    });
    const form = page.getByRole('form', { name: 'Book Now' });
    const submit = form.getByRole('button', { name: 'Book Appointment' });
    await expect(form.getByLabel('Pet Type')).toHaveValue('Dog');
    await expect(form.getByRole('option')).toHaveText(['Dog', 'Cat', 'Bird', 'Others']);
    await expect(form.getByRole('radio', { name: 'Full Groom' })).not.toBeChecked();
    await expect(form.getByText('Popular', { exact: true })).toBeVisible();

    // Logged in: the account's details are filled in (issue 31).
    await expect(form.getByLabel('Full Name')).toHaveValue('Noura Grooming');
    await expect(form.getByLabel('Email Address')).toHaveValue(customer.email);
    await expect(form.getByLabel('Phone Number')).not.toHaveValue('');
    for (const label of ['Full Name', 'Phone Number', 'Email Address']) {
      await form.getByLabel(label).fill('');
    }

    // Empty: the browser refuses to submit and says why (its own words, whatever the locale).
    await submit.click();
    const name = form.getByLabel('Full Name');
    await expect(name).toBeFocused();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    for (const label of ['Full Name', 'Phone Number', 'Email Address']) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute('required', '');
      expect(await field.evaluate((input: HTMLInputElement) => input.matches(':invalid'))).toBe(
        true,
      );
      expect(await field.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe(
        '',
      );
    }
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');

    // A malformed e-mail is the browser's to refuse too.
    await fillBooking(page);
    await form.getByLabel('Email Address').fill('noura@');
    await submit.click();
    await expect(form.getByLabel('Email Address')).toBeFocused();
    expect(
      await form
        .getByLabel('Email Address')
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    expect(bookingCalls).toHaveLength(0);

    // A phone needs 7 to 15 digits: 6 are refused before sending, a Dubai landline (9) is sent.
    const phone = form.getByLabel('Phone Number');
    await phone.fill('123456');
    await submit.click();
    await expect(phone).toBeFocused();
    expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      'Please enter a valid phone number: 7 to 15 digits, optionally starting with +.',
    );
    expect(bookingCalls).toHaveLength(0);
    await phone.fill('04 555 0123');

    // Hold the request until 'Processing...' has been seen, then let it reach the server.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/bookings', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByLabel('Email Address').fill('noura@example.ae');
    await submit.click();
    const busy = form.getByRole('button', { name: 'Processing...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    await expect(form.getByRole('status')).toHaveText(BOOKING_SUCCESS);
    await expect(form.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
    // The form resets to a fresh one: for a logged-in customer, their account's details again.
    await expect(form.getByLabel('Full Name')).toHaveValue('Noura Grooming');
    await expect(form.getByLabel('Email Address')).toHaveValue(customer.email);
    await expect(form.getByLabel('Pet Type')).toHaveValue('Dog');
    await expect(form.getByRole('radio', { name: 'Full Groom' })).not.toBeChecked();
    await expect(form.getByLabel('Additional Notes')).toHaveValue('');
    expect(bookingCalls).toHaveLength(1);

    // The request is stored and linked to the logged-in customer.
    const mine = await request.get('/api/bookings', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(mine.status()).toBe(200);
    const { data } = (await mine.json()) as {
      data: { reference: string; service: string; message: string; status: string }[];
    };
    expect(data).toEqual([
      {
        reference: expect.stringMatching(/^BK-[A-Z2-9]{6}$/),
        service: 'Cat',
        message: 'Grooming Package: Full Groom  Notes: Luna is shy with dryers.',
        status: 'requested',
        created_at: expect.any(String),
        scheduled_at: null,
      },
    ]);

    // The customer finds the request in their account, under the General tab.
    await page.goto('/profile');
    const bookings = page.getByRole('region', { name: 'My Grooming Bookings' });
    await expect(bookings.getByText(data[0]!.reference)).toBeVisible();
  });

  test('booking: a server failure shows only the error banner and keeps the entries', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/bookings', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Database unavailable' }),
    );
    await page.goto('/booking');
    const form = await fillBooking(page);
    await form.getByRole('button', { name: 'Book Appointment' }).click();

    await expect(form.getByRole('alert')).toHaveText(BOOKING_FAILURE);
    await expect(form.getByRole('status')).toHaveText('');
    await expect(page.getByText('Database unavailable')).toHaveCount(0);
    await expect(form.getByLabel('Full Name')).toHaveValue('Noura Al Mansoori');
    await expect(form.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
    await expect.poll(() => logged.join('\n')).toContain('Database unavailable');
  });
});

test.describe('Contact', () => {
  test('asks for every field, then hands a prefilled draft to the mail app', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us | The Best Pet Shop in Dubai');
    const details = page.getByRole('complementary', { name: 'Contact details' });
    await expect(details.getByText('Al Jaddaf, Dubai')).toBeVisible();
    const supportEmail = (await (await page.request.get('/api/settings')).json()) as {
      support_email: string;
      support_phone: string;
    };
    await expect(details.getByText(supportEmail.support_phone)).toBeVisible();
    await expect(details.getByText(supportEmail.support_email)).toBeVisible();

    const form = page.getByRole('form', { name: 'Contact Form' });
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    const send = form.getByRole('button', { name: 'Send Message' });

    await form.getByLabel('Your Name').fill('Khalid Rahman');
    await form.getByLabel('Email Address').fill('khalid@example.ae');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields or try again.');
    await expect(form.getByLabel('Phone Number')).toBeFocused();

    await form.getByLabel('Phone Number').fill('+971 50 765 4321');
    await form.getByLabel('Message').fill('Do you groom rabbits?\nThank you!');
    // The hand-off is a mailto: navigation: observed here, never performed by a mail app.
    const draft = page.waitForRequest((call) => call.url().startsWith('mailto:'));
    await send.click();
    await expect(form.getByRole('button', { name: 'Opening Email...' })).toBeDisabled();
    await expect(form.getByRole('alert')).toHaveText('');

    const mailto = new URL((await draft).url());
    expect(mailto.pathname).toBe(supportEmail.support_email);
    expect(mailto.searchParams.get('subject')).toBe('Website enquiry from Khalid Rahman');
    expect(mailto.searchParams.get('body')).toBe(
      [
        'Name: Khalid Rahman',
        'Email: khalid@example.ae',
        'Phone: +971 50 765 4321',
        '',
        'Message:',
        'Do you groom rabbits?',
        'Thank you!',
      ].join('\r\n'),
    );
    await expect(page).toHaveURL('/contact');

    await expect(form.getByRole('status')).toContainText('Thank you!');
    for (const label of ['Your Name', 'Email Address', 'Phone Number', 'Message']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(send).toBeEnabled();
  });
});
