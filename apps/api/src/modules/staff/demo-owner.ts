import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createStaffService } from './staff.service.ts';

export const DEMO_OWNER_EMAIL = 'owner@demo.petshop';

/**
 * With the demo seed, outside production, a shop with no staff gets a demo owner with a random
 * password, returned to be printed once (it is stored only as a hash). Undefined otherwise.
 */
export async function seedDemoOwner(database: Database, config: Config, origin: string) {
  if (!config.SEED_DEMO || config.NODE_ENV === 'production') return undefined;
  const staff = createStaffService(database, { sessionHours: 1, linkOrigin: origin });
  if (await staff.hasStaff()) return undefined;
  const password = randomBytes(12).toString('base64url');
  await staff.createOwner({ email: DEMO_OWNER_EMAIL, name: 'Demo Owner', password });
  return { email: DEMO_OWNER_EMAIL, password };
}
