import { and, asc, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  groomerDaysOff,
  groomers,
  groomerShifts,
  groomingPrices,
  groomingServices,
  groomingSettings,
  shopHolidays,
} from '../../db/schema.ts';

/** A price row as the owner sets it: minutes and fils for one pet size. */
export interface PriceRow {
  petSize: string;
  durationMinutes: number;
  priceFils: number;
}

/** A weekly shift in minutes after midnight, Dubai time: [start, end). */
export interface ShiftRow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

const DEFAULT_SETTINGS = { windowDays: 14, noticeMinutes: 120, stepMinutes: 30 };

/** Everything the owner's grooming setup shows; days off and holidays from `today` on. */
export async function findGroomingSetup(db: Db, today: string) {
  const [services, prices, people, shifts, daysOff, holidays, settings] = await Promise.all([
    db
      .select()
      .from(groomingServices)
      .orderBy(asc(groomingServices.position), asc(groomingServices.id)),
    db.select().from(groomingPrices),
    db.select().from(groomers).orderBy(asc(groomers.position), asc(groomers.id)),
    db
      .select()
      .from(groomerShifts)
      .orderBy(asc(groomerShifts.weekday), asc(groomerShifts.startMinute)),
    db
      .select()
      .from(groomerDaysOff)
      .where(gte(groomerDaysOff.day, today))
      .orderBy(asc(groomerDaysOff.day)),
    db
      .select()
      .from(shopHolidays)
      .where(gte(shopHolidays.day, today))
      .orderBy(asc(shopHolidays.day)),
    db.select().from(groomingSettings).where(eq(groomingSettings.id, 1)),
  ]);
  return {
    services: services.map((service) => ({
      ...service,
      prices: prices.filter((price) => price.serviceId === service.id),
    })),
    groomers: people.map((person) => ({
      ...person,
      shifts: shifts.filter((shift) => shift.groomerId === person.id),
      daysOff: daysOff.filter((off) => off.groomerId === person.id).map((off) => off.day),
    })),
    holidays,
    settings: settings[0] ?? DEFAULT_SETTINGS,
  };
}

export async function findServiceWithPrices(db: Db, id: number) {
  const [service] = await db.select().from(groomingServices).where(eq(groomingServices.id, id));
  if (!service) return undefined;
  const prices = await db
    .select()
    .from(groomingPrices)
    .where(eq(groomingPrices.serviceId, id))
    .orderBy(asc(groomingPrices.petSize));
  return { ...service, prices };
}

/** The service of this name whatever its letters' case, if there is one. */
export async function findServiceIdByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: groomingServices.id })
    .from(groomingServices)
    .where(sql`lower(${groomingServices.name}) = lower(${name})`)
    .limit(1);
  return row?.id;
}

/** The position after the last service's. */
export async function nextServicePosition(db: Db) {
  const [row] = await db.select({ last: max(groomingServices.position) }).from(groomingServices);
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export interface ServiceValues {
  name: string;
  kind: 'package' | 'add_on';
  description: string;
  /** Issue 34; undefined keeps the stored text. */
  nameAr?: string | null | undefined;
  descriptionAr?: string | null | undefined;
  isActive: boolean;
  position: number;
}

export async function insertService(tx: Db, values: ServiceValues) {
  const [row] = await tx
    .insert(groomingServices)
    .values(values)
    .returning({ id: groomingServices.id });
  return row!.id;
}

/** True when the service was there to change. */
export async function updateService(tx: Db, id: number, values: ServiceValues) {
  const rows = await tx
    .update(groomingServices)
    .set(values)
    .where(eq(groomingServices.id, id))
    .returning({ id: groomingServices.id });
  return rows.length > 0;
}

/** The service's prices become `prices`: a size left out is no longer offered. */
export async function replaceServicePrices(tx: Db, serviceId: number, prices: PriceRow[]) {
  await tx.delete(groomingPrices).where(eq(groomingPrices.serviceId, serviceId));
  if (prices.length > 0) {
    await tx.insert(groomingPrices).values(prices.map((price) => ({ serviceId, ...price })));
  }
}

export async function findGroomerWithShifts(db: Db, id: number) {
  const [groomer] = await db.select().from(groomers).where(eq(groomers.id, id));
  if (!groomer) return undefined;
  const shifts = await db
    .select({
      weekday: groomerShifts.weekday,
      startMinute: groomerShifts.startMinute,
      endMinute: groomerShifts.endMinute,
    })
    .from(groomerShifts)
    .where(eq(groomerShifts.groomerId, id))
    .orderBy(asc(groomerShifts.weekday), asc(groomerShifts.startMinute));
  return { ...groomer, shifts };
}

export async function insertGroomer(tx: Db, values: { name: string; isActive: boolean }) {
  const [row] = await tx.select({ last: max(groomers.position) }).from(groomers);
  const position = row?.last === null || row?.last === undefined ? 0 : row.last + 1;
  const [inserted] = await tx
    .insert(groomers)
    .values({ ...values, position })
    .returning({ id: groomers.id });
  return inserted!.id;
}

/** True when the groomer was there to change. */
export async function updateGroomer(
  tx: Db,
  id: number,
  values: { name: string; isActive: boolean },
) {
  const rows = await tx
    .update(groomers)
    .set(values)
    .where(eq(groomers.id, id))
    .returning({ id: groomers.id });
  return rows.length > 0;
}

/** The groomer's week becomes `shifts`. */
export async function replaceGroomerShifts(tx: Db, groomerId: number, shifts: ShiftRow[]) {
  await tx.delete(groomerShifts).where(eq(groomerShifts.groomerId, groomerId));
  if (shifts.length > 0) {
    await tx.insert(groomerShifts).values(shifts.map((shift) => ({ groomerId, ...shift })));
  }
}

/** The days of `days` the groomer did not have off yet, now off. */
export async function insertDaysOff(tx: Db, groomerId: number, days: string[]) {
  const rows = await tx
    .insert(groomerDaysOff)
    .values(days.map((day) => ({ groomerId, day })))
    .onConflictDoNothing()
    .returning({ day: groomerDaysOff.day });
  return rows.map((row) => row.day);
}

/** True when the groomer had that day off. */
export async function deleteDayOff(tx: Db, groomerId: number, day: string) {
  const rows = await tx
    .delete(groomerDaysOff)
    .where(and(eq(groomerDaysOff.groomerId, groomerId), eq(groomerDaysOff.day, day)))
    .returning({ day: groomerDaysOff.day });
  return rows.length > 0;
}

export async function findHoliday(db: Db, day: string) {
  const [row] = await db.select().from(shopHolidays).where(eq(shopHolidays.day, day));
  return row;
}

/** The shop is closed on `day` (a holiday already there takes the new name). */
export async function upsertHoliday(tx: Db, day: string, name: string) {
  await tx
    .insert(shopHolidays)
    .values({ day, name })
    .onConflictDoUpdate({ target: shopHolidays.day, set: { name } });
}

/** The removed holiday, if there was one on `day`. */
export async function deleteHoliday(tx: Db, day: string) {
  const [row] = await tx.delete(shopHolidays).where(eq(shopHolidays.day, day)).returning();
  return row;
}

export async function findSettings(db: Db) {
  const [row] = await db.select().from(groomingSettings).where(eq(groomingSettings.id, 1));
  return row ?? { id: 1, ...DEFAULT_SETTINGS };
}

/** The one row of booking rules, written whether or not it was there. */
export async function saveSettings(tx: Db, values: { windowDays: number; noticeMinutes: number }) {
  await tx
    .insert(groomingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: groomingSettings.id, set: values });
}
