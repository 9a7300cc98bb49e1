import {
  clockOfMinutes,
  minutesOfClock,
  PET_SIZE_LABELS,
  PET_SIZES,
  WEEKDAY_NAMES,
  type GroomerShift,
  type GroomingRulesInput,
  type GroomingSetup,
  type GroomingSetupPrice,
  type PetSize,
} from '@petshop/contracts/admin-grooming';
import { shopDay } from '@petshop/contracts/shop-time';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { aedToFils, filsToAed } from '../../lib/money.ts';
import { NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import {
  deleteDayOff,
  deleteHoliday,
  findGroomerWithShifts,
  findGroomingSetup,
  findHoliday,
  findServiceIdByName,
  findServiceWithPrices,
  findSettings,
  insertDaysOff,
  insertGroomer,
  insertService,
  nextServicePosition,
  replaceGroomerShifts,
  replaceServicePrices,
  saveSettings,
  updateGroomer,
  updateService,
  upsertHoliday,
  type ShiftRow,
} from './grooming-setup.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A stretch of days off added at once: a long holiday, not a typo that fills years. */
const MAX_DAYS_OFF_AT_ONCE = 90;
const NO_SERVICE = 'No grooming service has this id.';
const NO_GROOMER = 'No groomer has this id.';

export interface ServiceChange {
  name: string;
  kind: 'package' | 'add_on';
  description: string;
  /** Issue 34: undefined keeps the stored Arabic text; null clears it. */
  nameAr?: string | null | undefined;
  descriptionAr?: string | null | undefined;
  active: boolean;
  position?: number | undefined;
  prices: GroomingSetupPrice[];
}

export interface GroomerChange {
  name: string;
  active: boolean;
  shifts: GroomerShift[];
}

const sizeOrder = (size: string) => PET_SIZES.indexOf(size as PetSize);

/** A service's prices as the owner reads them: AED, in the pet sizes' order. */
const priceList = (prices: { petSize: string; durationMinutes: number; priceFils: number }[]) =>
  [...prices]
    .sort((a, b) => sizeOrder(a.petSize) - sizeOrder(b.petSize))
    .map((price) => ({
      petSize: price.petSize as PetSize,
      minutes: price.durationMinutes,
      price: filsToAed(price.priceFils),
    }));

const shiftList = (shifts: ShiftRow[]) =>
  shifts.map((shift) => ({
    weekday: shift.weekday,
    start: clockOfMinutes(shift.startMinute),
    end: clockOfMinutes(shift.endMinute),
  }));

/** A price per pet size at most once, in fils. */
function priceRows(prices: GroomingSetupPrice[]) {
  const seen = new Set<string>();
  prices.forEach((price, index) => {
    if (seen.has(price.petSize)) {
      throw new ValidationError({
        [`prices.${index}.petSize`]: [`${PET_SIZE_LABELS[price.petSize]} has two prices.`],
      });
    }
    seen.add(price.petSize);
  });
  return prices.map((price) => ({
    petSize: price.petSize,
    durationMinutes: price.minutes,
    priceFils: aedToFils(price.price),
  }));
}

/**
 * A week of shifts checked: each ends after it starts, and none of a day overlaps another (the
 * gap between two shifts is a break). Touching shifts (09:00–13:00, 13:00–17:00) are fine.
 */
export function weekOfShifts(shifts: GroomerShift[]): ShiftRow[] {
  const errors: Record<string, string[]> = {};
  const rows = shifts.map((shift, index) => ({
    index,
    weekday: shift.weekday,
    startMinute: minutesOfClock(shift.start),
    endMinute: minutesOfClock(shift.end),
  }));
  for (const row of rows) {
    if (row.startMinute >= row.endMinute) {
      errors[`shifts.${row.index}.end`] = [
        `${WEEKDAY_NAMES[row.weekday]}: a shift must end after it starts (${shifts[row.index]!.start}–${shifts[row.index]!.end}).`,
      ];
    }
  }
  const sorted = [...rows].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  const text = (shift: (typeof rows)[number]) =>
    `${clockOfMinutes(shift.startMinute)}–${clockOfMinutes(shift.endMinute)}`;
  /** The shift of the day so far that ends last: a later one must start after it ends. */
  let latest: (typeof rows)[number] | undefined;
  for (const row of sorted) {
    if (errors[`shifts.${row.index}.end`]) continue;
    if (latest?.weekday === row.weekday && row.startMinute < latest.endMinute) {
      errors[`shifts.${row.index}.start`] = [
        `${WEEKDAY_NAMES[row.weekday]}: the shift ${text(row)} overlaps ${text(latest)}. Change the times so one ends before the next starts.`,
      ];
    }
    if (latest?.weekday !== row.weekday || row.endMinute > latest.endMinute) latest = row;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return sorted.map(({ weekday, startMinute, endMinute }) => ({
    weekday,
    startMinute,
    endMinute,
  }));
}

const nextDay = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);

/**
 * The owner's grooming setup (issue 31, decision 119): the services and their prices per pet, the
 * groomers' weeks and days off, the shop's holidays and the booking rules. Each change is one
 * transaction with its audit entry, and answers the whole setup as it now stands.
 */
export function createGroomingSetupService(db: Db, { now = () => new Date() } = {}) {
  const today = () => shopDay(now());

  async function setup(): Promise<GroomingSetup> {
    const found = await findGroomingSetup(db, today());
    return {
      services: found.services.map((service) => ({
        id: service.id,
        name: service.name,
        kind: service.kind,
        description: service.description,
        nameAr: service.nameAr,
        descriptionAr: service.descriptionAr,
        active: service.isActive,
        position: service.position,
        prices: priceList(service.prices),
      })),
      groomers: found.groomers.map((groomer) => ({
        id: groomer.id,
        name: groomer.name,
        active: groomer.isActive,
        shifts: shiftList(groomer.shifts),
        daysOff: groomer.daysOff,
      })),
      holidays: found.holidays.map(({ day, name }) => ({ day, name })),
      settings: {
        windowDays: found.settings.windowDays,
        noticeMinutes: found.settings.noticeMinutes,
        stepMinutes: found.settings.stepMinutes,
      },
    };
  }

  const nameTaken = (name: string) =>
    new ValidationError({
      name: [`There is already a service called “${name}”. Choose another name.`],
    });

  /** A day from today on, or a 422 for `field`. */
  function upcoming(day: string, field: string) {
    if (day < today()) {
      throw new ValidationError({ [field]: ['Choose today or a later day.'] });
    }
    return day;
  }

  const serviceView = (
    service: NonNullable<Awaited<ReturnType<typeof findServiceWithPrices>>>,
  ) => ({
    name: service.name,
    kind: service.kind,
    description: service.description,
    nameAr: service.nameAr,
    descriptionAr: service.descriptionAr,
    active: service.isActive,
    position: service.position,
    prices: priceList(service.prices),
  });

  /** The name is checked whatever its case; a race for one name ends at the unique index. */
  async function writeService(actor: AuditActor, id: number | undefined, change: ServiceChange) {
    const name = change.name.replace(/\s+/g, ' ').trim();
    const prices = priceRows(change.prices);
    if (id !== undefined && !(await findServiceWithPrices(db, id))) {
      throw new NotFoundError(NO_SERVICE);
    }
    const holder = await findServiceIdByName(db, name);
    if (holder !== undefined && holder !== id) throw nameTaken(name);
    try {
      return await db.transaction(async (tx) => {
        const before = id === undefined ? undefined : await findServiceWithPrices(tx, id);
        if (id !== undefined && !before) throw new NotFoundError(NO_SERVICE);
        const values = {
          name,
          kind: change.kind,
          description: change.description.trim(),
          nameAr: change.nameAr,
          descriptionAr: change.descriptionAr,
          isActive: change.active,
          position: change.position ?? before?.position ?? (await nextServicePosition(tx)),
        };
        const serviceId = id ?? (await insertService(tx, values));
        if (id !== undefined) await updateService(tx, id, values);
        await replaceServicePrices(tx, serviceId, prices);
        const after = await findServiceWithPrices(tx, serviceId);
        await recordAudit(tx, actor, {
          action: id === undefined ? 'grooming_service.create' : 'grooming_service.update',
          entityType: 'grooming_service',
          entityId: serviceId,
          before: before ? serviceView(before) : null,
          after: serviceView(after!),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'name')) throw nameTaken(name);
      throw error;
    }
  }

  async function writeGroomer(actor: AuditActor, id: number | undefined, change: GroomerChange) {
    const shifts = weekOfShifts(change.shifts);
    const values = { name: change.name.replace(/\s+/g, ' ').trim(), isActive: change.active };
    await db.transaction(async (tx) => {
      const before = id === undefined ? undefined : await findGroomerWithShifts(tx, id);
      if (id !== undefined && !before) throw new NotFoundError(NO_GROOMER);
      const groomerId = id ?? (await insertGroomer(tx, values));
      if (id !== undefined) await updateGroomer(tx, id, values);
      await replaceGroomerShifts(tx, groomerId, shifts);
      await recordAudit(tx, actor, {
        action: id === undefined ? 'groomer.create' : 'groomer.update',
        entityType: 'groomer',
        entityId: groomerId,
        before: before
          ? { name: before.name, active: before.isActive, shifts: shiftList(before.shifts) }
          : null,
        after: { name: values.name, active: values.isActive, shifts: shiftList(shifts) },
      });
    });
  }

  return {
    setup,

    async createService(actor: AuditActor, change: ServiceChange) {
      await writeService(actor, undefined, change);
      return setup();
    },

    async updateService(actor: AuditActor, id: number, change: ServiceChange) {
      await writeService(actor, id, change);
      return setup();
    },

    async createGroomer(actor: AuditActor, change: GroomerChange) {
      await writeGroomer(actor, undefined, change);
      return setup();
    },

    async updateGroomer(actor: AuditActor, id: number, change: GroomerChange) {
      await writeGroomer(actor, id, change);
      return setup();
    },

    /** The groomer is off on `from`, or on every day from `from` to `to`. */
    async addDaysOff(actor: AuditActor, groomerId: number, range: { from: string; to?: string }) {
      const from = upcoming(range.from, 'from');
      const to = range.to ?? from;
      if (to < from) {
        throw new ValidationError({ to: ['The last day off cannot be before the first.'] });
      }
      const days: string[] = [];
      for (let day = from; day <= to; day = nextDay(day)) {
        days.push(day);
        if (days.length > MAX_DAYS_OFF_AT_ONCE) {
          throw new ValidationError({
            to: [`Add at most ${MAX_DAYS_OFF_AT_ONCE} days off at once.`],
          });
        }
      }
      await db.transaction(async (tx) => {
        const groomer = await findGroomerWithShifts(tx, groomerId);
        if (!groomer) throw new NotFoundError(NO_GROOMER);
        const added = await insertDaysOff(tx, groomerId, days);
        if (added.length === 0) return;
        await recordAudit(tx, actor, {
          action: 'groomer.days_off_add',
          entityType: 'groomer',
          entityId: groomerId,
          after: { name: groomer.name, daysOff: added },
        });
      });
      return setup();
    },

    async removeDayOff(actor: AuditActor, groomerId: number, day: string) {
      await db.transaction(async (tx) => {
        const groomer = await findGroomerWithShifts(tx, groomerId);
        if (!groomer) throw new NotFoundError(NO_GROOMER);
        if (!(await deleteDayOff(tx, groomerId, day))) {
          throw new NotFoundError(`${groomer.name} does not have this day off.`);
        }
        await recordAudit(tx, actor, {
          action: 'groomer.day_off_remove',
          entityType: 'groomer',
          entityId: groomerId,
          before: { name: groomer.name, daysOff: [day] },
        });
      });
      return setup();
    },

    /** The shop is closed on `day`; a holiday already on that day is renamed. */
    async addHoliday(actor: AuditActor, holiday: { day: string; name: string }) {
      const day = upcoming(holiday.day, 'day');
      const name = holiday.name.replace(/\s+/g, ' ').trim();
      await db.transaction(async (tx) => {
        const before = await findHoliday(tx, day);
        await upsertHoliday(tx, day, name);
        await recordAudit(tx, actor, {
          action: before ? 'shop_holiday.update' : 'shop_holiday.add',
          entityType: 'shop_holiday',
          entityId: day,
          before: before ?? null,
          after: { day, name },
        });
      });
      return setup();
    },

    async removeHoliday(actor: AuditActor, day: string) {
      await db.transaction(async (tx) => {
        const removed = await deleteHoliday(tx, day);
        if (!removed) throw new NotFoundError('The shop has no holiday on this day.');
        await recordAudit(tx, actor, {
          action: 'shop_holiday.remove',
          entityType: 'shop_holiday',
          entityId: day,
          before: removed,
        });
      });
      return setup();
    },

    async saveRules(actor: AuditActor, rules: GroomingRulesInput) {
      await db.transaction(async (tx) => {
        const before = await findSettings(tx);
        await saveSettings(tx, rules);
        await recordAudit(tx, actor, {
          action: 'grooming_settings.update',
          entityType: 'grooming_settings',
          entityId: 1,
          before: { windowDays: before.windowDays, noticeMinutes: before.noticeMinutes },
          after: rules,
        });
      });
      return setup();
    },
  };
}

export type GroomingSetupService = ReturnType<typeof createGroomingSetupService>;
