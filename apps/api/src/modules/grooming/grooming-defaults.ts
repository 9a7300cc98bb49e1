import type { PetSize } from '@petshop/contracts/grooming';
import type { Db } from '../../db/client.ts';
import {
  fillDefaultServicesArabic,
  insertGroomersIfNone,
  insertServicesIfNone,
} from './grooming.repo.ts';

/** [minutes, AED] per pet size; a size left out is not offered. */
export type PriceList = Partial<Record<PetSize, [number, number]>>;

/**
 * The spec's packages and two add-ons, with prices and durations a Dubai grooming salon would
 * start from (decision 118); the owner changes them in the back office.
 */
export const DEFAULT_SERVICES: {
  name: string;
  kind: 'package' | 'add_on';
  description: string;
  /** The name and description as the shop shows them in Arabic (issue 34). */
  nameAr: string;
  descriptionAr: string;
  prices: PriceList;
}[] = [
  {
    name: 'Basic Groom',
    kind: 'package',
    description: 'Bath, blow-dry, brushing, nail trim and ear cleaning.',
    nameAr: 'باقة العناية الأساسية',
    descriptionAr: 'استحمام وتجفيف بالسشوار وتمشيط الشعر وتقليم الأظافر وتنظيف الأذنين.',
    prices: {
      dog_small: [60, 120],
      dog_medium: [75, 150],
      dog_large: [90, 190],
      cat: [60, 140],
      bird: [30, 70],
      other: [45, 90],
    },
  },
  {
    name: 'Full Groom',
    kind: 'package',
    description: 'The Basic Groom with a haircut and styling for the breed.',
    nameAr: 'باقة العناية الكاملة',
    descriptionAr: 'باقة العناية الأساسية مع قص الشعر وتصفيفه بما يناسب السلالة.',
    prices: {
      dog_small: [90, 180],
      dog_medium: [120, 230],
      dog_large: [150, 290],
      cat: [90, 200],
    },
  },
  {
    name: 'Nail Trimming',
    kind: 'add_on',
    description: 'Nails clipped and filed smooth.',
    nameAr: 'تقليم الأظافر',
    descriptionAr: 'قص الأظافر وبردها حتى تصبح ناعمة.',
    prices: {
      dog_small: [15, 30],
      dog_medium: [15, 30],
      dog_large: [15, 35],
      cat: [15, 30],
      bird: [15, 30],
      other: [15, 30],
    },
  },
  {
    name: 'Teeth Cleaning',
    kind: 'add_on',
    description: 'Teeth brushed with a pet-safe enzymatic paste.',
    nameAr: 'تنظيف الأسنان',
    descriptionAr: 'تنظيف الأسنان بالفرشاة بمعجون إنزيمي آمن على الحيوانات الأليفة.',
    prices: { dog_small: [15, 40], dog_medium: [15, 40], dog_large: [20, 45], cat: [15, 40] },
  },
];

/** A shop without grooming services gets the defaults (once; the owner's changes stay). */
export async function ensureGroomingServices(db: Db): Promise<void> {
  await insertServicesIfNone(db, DEFAULT_SERVICES);
  await fillDefaultServicesArabic(db, DEFAULT_SERVICES);
}

/**
 * The demo shop's groomers (SEED_DEMO): two people covering the spec's business hours, Monday to
 * Friday 10:00 to 23:30, each with a break; a real shop adds its own.
 */
const DEMO_GROOMERS = [
  {
    name: 'Amira',
    shifts: [
      [10 * 60, 14 * 60],
      [15 * 60, 19 * 60],
    ],
  },
  {
    name: 'Joel',
    shifts: [
      [14 * 60, 18 * 60],
      [18 * 60 + 30, 23 * 60 + 30],
    ],
  },
] satisfies { name: string; shifts: [number, number][] }[];

export const seedDemoGroomers = (db: Db) =>
  insertGroomersIfNone(db, DEMO_GROOMERS, [1, 2, 3, 4, 5]);
