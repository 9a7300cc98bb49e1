import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { outboxTo } from './helpers/mails.ts';

/** Issue 21: the General tab's Edit, and a password change with the current password. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const edit = (customer: TestCustomer, payload: Record<string, unknown>) =>
  shop.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: customer.headers,
    payload,
    remoteAddress: nextIp(),
  });

const changePassword = (customer: TestCustomer, payload: Record<string, unknown>, ip = nextIp()) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/profile/password',
    headers: customer.headers,
    payload,
    remoteAddress: ip,
  });

const login = (email: string, password: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

const profileStatus = (headers: { authorization: string }) =>
  shop.app
    .inject({ method: 'GET', url: '/api/profile', headers })
    .then((response) => response.statusCode);

/** A past date written YYYY-MM-DD, `days` back from today (UTC). */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('PATCH /api/profile', () => {
  it('saves name, phone, gender and date of birth and answers the new profile', async () => {
    const customer = await createCustomer(shop);
    const response = await edit(customer, {
      first_name: ' Layla ',
      last_name: 'Al Mansouri',
      phone: '+971 50 (123) 45-67',
      gender: 'Female',
      date_of_birth: '1991-02-28',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your details have been saved.',
      data: {
        name: 'Layla Al Mansouri',
        first_name: 'Layla',
        last_name: 'Al Mansouri',
        phone: '+971501234567',
        gender: 'female',
        date_of_birth: '1991-02-28',
        email: customer.email,
      },
    });
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ name: 'Layla Al Mansouri', phone: '+971501234567' });
  });

  it('changes only the fields sent, and clears gender and date of birth with null', async () => {
    const customer = await createCustomer(shop, 'Saeed Khan');
    await edit(customer, { gender: 'male', date_of_birth: '1980-01-01' });
    const response = await edit(customer, { last_name: '', gender: null, date_of_birth: '' });
    expect(response.json().data).toMatchObject({
      name: 'Saeed',
      first_name: 'Saeed',
      last_name: '',
      gender: null,
      date_of_birth: null,
    });
  });

  it.each([
    [{ first_name: '  ' }, 'first_name', 'The first name field is required.'],
    [
      { first_name: 'Mary Ann' },
      'first_name',
      'The first name must be one word. Put any further names in the last name.',
    ],
    [
      { first_name: 'x'.repeat(51) },
      'first_name',
      'The first name may not be greater than 50 characters.',
    ],
    [
      { last_name: 'y'.repeat(51) },
      'last_name',
      'The last name may not be greater than 50 characters.',
    ],
    [{ phone: '' }, 'phone', 'The phone field is required.'],
    [{ phone: '12345' }, 'phone', 'The phone must be an optional + followed by 10 to 15 digits.'],
    [{ gender: 'robot' }, 'gender', 'The gender must be male or female.'],
    [
      { date_of_birth: '23/04/1990' },
      'date_of_birth',
      'The date of birth must be a date like 1990-04-23.',
    ],
    [
      { date_of_birth: '1990-02-30' },
      'date_of_birth',
      'The date of birth must be a date like 1990-04-23.',
    ],
    [{ date_of_birth: daysAgo(-1) }, 'date_of_birth', 'The date of birth must be in the past.'],
    [{ date_of_birth: daysAgo(0) }, 'date_of_birth', 'The date of birth must be in the past.'],
    [{ date_of_birth: '1899-12-31' }, 'date_of_birth', 'The date of birth may not be before 1900.'],
  ])('refuses %j with the exact message', async (payload, field, message) => {
    const customer = await createCustomer(shop);
    const response = await edit(customer, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it("refuses another account's phone", async () => {
    const customer = await createCustomer(shop);
    const other = await createCustomer(shop);
    const [otherRow] = await shop.database.db.select().from(users).where(eq(users.id, other.id));
    const response = await edit(customer, { phone: otherRow!.phone });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The phone has already been taken.',
      errors: { phone: ['The phone has already been taken.'] },
    });
  });

  it(`gives a free phone to one of two accounts asking at once; the other is told${raceNote}`, async () => {
    const first = await createCustomer(shop);
    const second = await createCustomer(shop);
    const phone = `+97158${String(Date.now()).slice(-7)}`;
    const answers = await Promise.all([edit(first, { phone }), edit(second, { phone })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(refused.json()).toEqual({
      message: 'The phone has already been taken.',
      errors: { phone: ['The phone has already been taken.'] },
    });
    const holders = await shop.database.db.select().from(users).where(eq(users.phone, phone));
    expect(holders).toHaveLength(1);
  });

  it('keeps its own phone without complaint', async () => {
    const customer = await createCustomer(shop);
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, customer.id));
    expect((await edit(customer, { phone: row!.phone, first_name: 'Same' })).statusCode).toBe(200);
  });

  it('asks for a login', async () => {
    const response = await shop.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { first_name: 'Nobody' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/profile/password', () => {
  it('changes the password, keeps this session, ends the others and mails a notice', async () => {
    const customer = await createCustomer(shop);
    const other = await login(customer.email, 'secret-123');
    const otherHeaders = { authorization: `Bearer ${other.json().token}` };
    expect(await profileStatus(otherHeaders)).toBe(200);

    const response = await changePassword(customer, {
      current_password: 'secret-123',
      password: 'falcon-dune-lamp-4',
      password_confirmation: 'falcon-dune-lamp-4',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been changed. Your other devices have been signed out.',
    });
    expect(await profileStatus(customer.headers)).toBe(200);
    expect(await profileStatus(otherHeaders)).toBe(401);
    expect((await login(customer.email, 'secret-123')).statusCode).toBe(401);
    expect((await login(customer.email, 'falcon-dune-lamp-4')).statusCode).toBe(200);
    const [notice] = await outboxTo(shop, customer.email, 'password-changed');
    expect(notice!.textBody).toContain('every other device was signed out');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const customer = await createCustomer(shop);
    const response = await changePassword(customer, {
      current_password: 'not-the-one',
      password: 'falcon-dune-lamp-4',
      password_confirmation: 'falcon-dune-lamp-4',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The current password is incorrect.',
      errors: { current_password: ['The current password is incorrect.'] },
    });
    expect((await login(customer.email, 'secret-123')).statusCode).toBe(200);
    expect(await outboxTo(shop, customer.email, 'password-changed')).toEqual([]);
  });

  it('holds back guessing of the current password like login guesses', async () => {
    const customer = await createCustomer(shop);
    const ip = nextIp();
    const guess = (current: string) =>
      changePassword(
        customer,
        {
          current_password: current,
          password: 'falcon-dune-lamp-4',
          password_confirmation: 'falcon-dune-lamp-4',
        },
        ip,
      );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guess(`guess-${attempt}`)).statusCode).toBe(422);
    }
    const locked = await guess('secret-123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong passwords. Please try again in 1 minute.');
  });

  it('keeps the registration rules for the new password', async () => {
    const customer = await createCustomer(shop);
    const attempt = (password: string, confirmation = password) =>
      changePassword(customer, {
        current_password: 'secret-123',
        password,
        password_confirmation: confirmation,
      }).then((response) => response.json());
    expect(await attempt('abc')).toEqual({
      message: 'The password must be at least 6 characters.',
      errors: { password: ['The password must be at least 6 characters.'] },
    });
    expect((await attempt('falcon-dune-lamp-4', 'falcon-dune-lamp-5')).errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    expect((await attempt('password123')).errors).toEqual({
      password: ['This password is too common. Please choose a less common password.'],
    });
    expect((await attempt('secret-123')).errors).toEqual({
      password: ['The new password must be different from the current one.'],
    });
    const missing = await changePassword(customer, { password: 'falcon-dune-lamp-4' });
    expect(missing.json().errors.current_password).toEqual([
      'The current password field is required.',
    ]);
  });
});
