import { E2E_OWNER, expect, logInOwner, test } from './support/staff.ts';

test.describe('back office: staff access', () => {
  test('the owner logs in, adds a staff member, and the link lets them in', async ({
    page,
    browser,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveTitle(/^Staff log in \|/);
    await page.getByLabel('Email').fill(E2E_OWNER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

    await page.getByLabel('Password').fill(E2E_OWNER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The first screen is the day's numbers; an owner also has Staff and Activity.
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/today$/);
    await expect(page.getByText('Placed today')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toContainText('Activity');
    await page.getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

    const email = `layla.${Date.now()}@e2e.petshop.test`;
    await page.getByRole('button', { name: 'Add staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff' });
    await dialog.getByLabel('Name').fill('Layla Hassan');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Add and invite' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Link for Layla Hassan' });
    const link = await linkDialog.getByLabel('One-time link').inputValue();
    expect(link).toMatch(/\/admin\/set-password#token=[\w-]{43}$/);
    await linkDialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /Layla Hassan/ });
    await expect(row).toContainText('Waiting for password');

    // Layla, in her own browser, opens the link and sets a password.
    const laylaContext = await browser.newContext();
    const layla = await laylaContext.newPage();
    await layla.goto(link);
    await layla.getByLabel('New password').fill('short');
    await layla.getByLabel('Repeat the password').fill('short');
    await layla.getByRole('button', { name: 'Set password and log in' }).click();
    await expect(layla.getByText('The password must be at least 10 characters.')).toBeVisible();
    await layla.getByLabel('New password').fill('grooming-table-9');
    await layla.getByLabel('Repeat the password').fill('grooming-table-9');
    await layla.getByRole('button', { name: 'Set password and log in' }).click();
    await expect(layla.getByText(`${email} · Staff`)).toBeVisible();
    // Staff do not get the owner's screens.
    await expect(layla.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await laylaContext.close();

    await page.reload();
    await expect(page.getByRole('row', { name: /Layla Hassan/ })).toContainText('Active');
    await page.getByRole('link', { name: 'Activity' }).click();
    // The activity log reads in plain words, naming what changed (issue 27.12).
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: 'added' })
        .filter({ hasText: 'Layla Hassan' })
        .first(),
    ).toBeVisible();
  });

  test('a staff token is refused by the shop, and logging out ends the back-office session', async ({
    page,
    request,
  }) => {
    const login = await logInOwner(request);
    const profile = await request.get('/api/profile', {
      headers: { authorization: `Bearer ${login.token}` },
    });
    expect(profile.status()).toBe(401);

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_OWNER.email);
    await page.getByLabel('Password').fill(E2E_OWNER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('petshop.staff'));
    const token = (JSON.parse(stored!) as { token: string }).token;
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    const after = await request.get('/api/admin/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });
});
