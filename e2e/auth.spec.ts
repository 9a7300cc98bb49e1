import { logInWithForm, registerThroughApi } from './support/customer.ts';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';

/**
 * Accounts: register, log in, stay logged in, log out, profile.
 * The shop limits registration to 10 per IP per hour and logins to 10 per minute: this file makes
 * 4 registration calls and 3 logins on the fresh server Playwright starts for the run.
 */

let sequence = 0;
/** A customer nobody has registered yet (unique e-mail and phone per test). */
function newCustomer() {
  sequence += 1;
  const unique = `${Date.now()}${sequence}`;
  return {
    name: 'Sara Al Mansouri',
    firstName: 'Sara',
    lastName: 'Al Mansouri',
    email: `sara.${unique}@example.com`,
    phone: `+9715${unique.slice(-8)}`,
    password: 'Dubai-pets-1',
  };
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const header = (page: Page) => page.getByRole('banner');

test.describe('accounts', () => {
  test('register, log in, see the profile, log out', async ({ page, request }) => {
    const customer = newCustomer();
    await page.goto('/user/register');
    await expect(page).toHaveTitle(/^Create your account \|/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByLabel('Full Name', { exact: true }).fill(customer.name);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Phone', { exact: true }).fill(customer.phone);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(customer.password);

    // Each password has its own show/hide toggle.
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    const showConfirm = page.getByRole('button', { name: 'Show confirm password' });
    await expect(confirm).toHaveAttribute('type', 'password');
    await expect(showConfirm).toHaveAttribute('aria-pressed', 'false');
    await showConfirm.click();
    await expect(confirm).toHaveAttribute('type', 'text');
    await expect(showConfirm).toHaveAttribute('aria-pressed', 'true');

    // Hold the request to see the busy toast, then let it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/register', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Creating your account...')).toBeVisible();
    release();

    await expect(page.getByText('Account created successfully! Redirecting...')).toBeVisible();
    const createdAt = Date.now();
    await expect(page).toHaveURL(/\/user\/register$/);
    await expect(page).toHaveURL(/\/user$/, { timeout: 5000 });
    expect(Date.now() - createdAt).toBeGreaterThan(1500);

    // The login page already holds the new e-mail; the password has a toggle too.
    await expect(page).toHaveTitle(/^Login \|/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(customer.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL('/');

    // The header knows: its user icon now leads to the profile.
    await expect(header(page).getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute(
      'href',
      '/profile',
    );

    await header(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page).toHaveTitle(/^My Account \|/);
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('First Name')).toBeVisible();
    await expect(panel.getByText(customer.firstName, { exact: true })).toBeVisible();
    await expect(panel.getByText(customer.lastName, { exact: true })).toBeVisible();
    // The account's details (the sign-in section below names the e-mail too).
    await expect(panel.locator('dl').getByText(customer.email, { exact: true })).toBeVisible();
    await expect(panel.getByText(customer.phone, { exact: true })).toBeVisible();
    await expect(panel.locator('dt:text-is("Address") + dd')).toHaveText('Not provided');
    await expect(panel.getByText('Not specified', { exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Account Summary' })).toBeVisible();
    await expect(panel.getByText('Total Orders')).toBeVisible();
    const joined = new Date().toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dubai',
    });
    await expect(panel.getByText(joined, { exact: true })).toBeVisible();
    await expect(panel.getByText('Member Since')).toBeVisible();

    // The side menu of spec §2 (with My Appointments, My Addresses and Sign-in & Security,
    // decisions 121, 050 and 051), and an unknown tab means general.
    await expect(page.getByRole('tab')).toHaveText([
      'General',
      'My Orders',
      'My Coupons',
      'All Notification',
      'My Wishlist',
      'My Appointments',
      'My Addresses',
      'Sign-in & Security',
    ]);
    await page.goto('/profile?tab=orders');
    await expect(page.getByRole('tab', { name: 'My Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goto('/profile?tab=nonsense');
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Active Coupons opens the coupons tab, and the address follows the tab.
    await page.getByRole('button', { name: /Active Coupons/ }).click();
    await expect(page).toHaveURL('/profile?tab=coupons');
    await expect(page.getByText('No active coupons')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Offers' })).toHaveAttribute('href', '/');
    await page.getByRole('tab', { name: 'All Notification' }).click();
    await expect(page).toHaveURL('/profile?tab=notifications');
    await expect(page.getByText('No notifications')).toBeVisible();

    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/user');
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('false');
    // The server forgot the token too.
    const revoked = await request.get('/api/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(401);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('Please log in to access your profile')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL('/user');
  });

  test('registration checks its fields in order, one message at a time', async ({ page }) => {
    let registrationCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/register')) registrationCalls += 1;
    });
    await page.goto('/user/register');
    const register = page.getByRole('button', { name: 'Register' });

    const steps: [() => Promise<void>, string, string][] = [
      [async () => {}, 'Please enter your full name.', 'Full Name'],
      [
        () => page.getByLabel('Full Name', { exact: true }).fill('Sara Al Mansouri'),
        'Please enter your email address.',
        'Email',
      ],
      [
        () => page.getByLabel('Email', { exact: true }).fill('sara@'),
        'Please enter a valid email address.',
        'Email',
      ],
      [
        () => page.getByLabel('Email', { exact: true }).fill('sara.checks@example.com'),
        'Please enter your phone number.',
        'Phone',
      ],
      [
        () => page.getByLabel('Phone', { exact: true }).fill('12345'),
        'Please enter a valid phone number (10–15 digits, numbers only).',
        'Phone',
      ],
      [
        () => page.getByLabel('Phone', { exact: true }).fill('+971501112233'),
        'Please enter a password.',
        'Password',
      ],
      [
        () => page.getByLabel('Password', { exact: true }).fill('abc'),
        'Password must be at least 6 characters long.',
        'Password',
      ],
      [
        () => page.getByLabel('Password', { exact: true }).fill('secret1'),
        'Please confirm your password.',
        'Confirm Password',
      ],
      [
        () => page.getByLabel('Confirm Password', { exact: true }).fill('secret2'),
        'Passwords do not match.',
        'Confirm Password',
      ],
    ];

    let previous: string | null = null;
    for (const [fill, message, field] of steps) {
      await fill();
      await register.click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      if (previous) await expect(page.getByText(previous, { exact: true })).toHaveCount(0);
      // Focus goes to the field to fix, marked invalid for assistive technology.
      const input = page.getByLabel(field, { exact: true });
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      previous = message;
    }
    expect(registrationCalls).toBe(0);
  });

  test('a wrong password, a bad e-mail and a taken e-mail are explained', async ({
    page,
    request,
  }) => {
    const customer = newCustomer();
    await registerThroughApi(request, customer);

    await page.goto('/user');
    const login = page.getByRole('button', { name: 'Login' });
    await expect(login).toBeDisabled();

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await expect(login).toBeEnabled();
    await login.click();
    await expect(
      page.getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible();

    // Typed with spaces and capitals: sent trimmed and lowercased.
    await page.getByLabel('Email', { exact: true }).fill(`  ${customer.email.toUpperCase()} `);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    const sent = page.waitForRequest('**/api/auth/login');
    await login.click();
    expect((await sent).postDataJSON()).toMatchObject({ email: customer.email });
    await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/user');
    expect(await storedToken(page)).toBeNull();
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/user/register');
    await page.getByLabel('Full Name', { exact: true }).fill('Another Sara');
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Phone', { exact: true }).fill(newCustomer().phone);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Email already exists. Please use another email.')).toBeVisible();
    await expect(page).toHaveURL('/user/register');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();

    await page.getByRole('link', { name: 'Login Here' }).click();
    await expect(page).toHaveURL('/user');
  });

  test('a token the server no longer accepts ends the session', async ({ page, request }) => {
    const customer = newCustomer();
    await registerThroughApi(request, customer);
    await logInWithForm(page, customer);
    const token = await storedToken(page);
    // The customer leaves the shop: no page of it is left to ask the server anything (the home
    // page's late wishlist checks would otherwise meet the revoked token first, and end the
    // session with its message there, before /profile opens).
    await page.goto('about:blank');

    // The same token, revoked behind the customer's back (as an expiry would).
    const revoked = await request.post('/api/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(200);

    const rejected: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) rejected.push(new URL(response.url()).pathname);
    });
    await page.goto('/profile');
    await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
    // Several calls meet the revoked token at once (the header's counts, the profile); once they
    // have all been answered, the customer has still been told only once.
    await page.waitForLoadState('networkidle');
    expect(rejected.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByText('Session expired. Please log in again.')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('false');
  });
});
