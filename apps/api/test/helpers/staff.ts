import { hash } from '@node-rs/argon2';
import type { StaffPermission } from '@petshop/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { staff } from '../../src/db/schema.ts';
import { nextIp } from './customers.ts';

export const STAFF_PASSWORD = 'shelf-stacker-2026';
let counter = 0;

export interface TestStaff {
  token: string;
  staff: {
    id: number;
    email: string;
    name: string;
    role: 'owner' | 'staff';
    permissions: StaffPermission[];
  };
  headers: { authorization: string };
}

/**
 * A staff account (an owner, or staff with the `permissions` an owner gave), logged in through
 * the API as the back office would.
 */
export async function staffSession(
  app: FastifyInstance,
  database: Database,
  {
    role = 'staff',
    permissions = [],
  }: { role?: 'owner' | 'staff'; permissions?: StaffPermission[] } = {},
): Promise<TestStaff> {
  const email = `${role}${Date.now()}${++counter}@staff.example.ae`;
  await database.db.insert(staff).values({
    email,
    name: `Test ${role}`,
    role,
    permissions,
    passwordHash: await hash(STAFF_PASSWORD),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    remoteAddress: nextIp(),
    payload: { email, password: STAFF_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  const body = login.json();
  return {
    token: body.token,
    staff: body.staff,
    headers: { authorization: `Bearer ${body.token}` },
  };
}
