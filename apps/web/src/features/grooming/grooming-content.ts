import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IconName } from '../../components/ui/icon.tsx';

/** Texts are message descriptors: `i18n._()` writes them in the shop's language at render. */
export interface GroomingSolution {
  name: MessageDescriptor;
  text: MessageDescriptor;
  icon: IconName;
}

/** Spec §2 "Grooming": the specialised solutions, each with what it actually involves. */
export const GROOMING_SOLUTIONS: GroomingSolution[] = [
  {
    name: msg`Nail Trimming & Paw Care`,
    text: msg`Nails clipped and filed to a comfortable length, the fur between the pads tidied for better grip on tiled floors, and paw pads checked for cracks and burns from hot pavements.`,
    icon: 'paw',
  },
  {
    name: msg`Bath & Blow Dry`,
    text: msg`A lukewarm bath with a shampoo chosen for your pet's skin and coat, a thorough rinse, then a gentle, low-noise blow dry right down to the skin, so no damp patches are left to itch.`,
    icon: 'droplets',
  },
  {
    name: msg`Haircut & Styling`,
    text: msg`A breed-standard cut, a practical short summer trim or the look you ask for, finished by hand with scissors around the eyes, paws and tail.`,
    icon: 'scissors',
  },
  {
    name: msg`Ear Cleaning`,
    text: msg`Wax and debris gently removed with a vet-approved cleanser, and a look for redness, odour or head-shaking signs that are worth showing your vet.`,
    icon: 'ear',
  },
  {
    name: msg`Teeth Brushing`,
    text: msg`Brushing with an enzymatic pet toothpaste to fight plaque and bad breath between dental check-ups, and a note for you if we spot tartar or sore gums.`,
    icon: 'tooth',
  },
  {
    name: msg`Beak Sharpening`,
    text: msg`Overgrown or uneven beaks of parrots, cockatiels and budgies carefully trimmed and smoothed by a groomer experienced with birds, so they can eat, climb and preen comfortably.`,
    icon: 'feather',
  },
];

/** Spec §9 marketing claims, exactly. */
export const GROOMING_STATS = [
  { value: '5+', label: msg`Years of Experience` },
  { value: '5000+', label: msg`Pets Groomed` },
  { value: '98%', label: msg`Satisfaction` },
  { value: '12+', label: msg`Professional Groomers` },
  { value: '30+', label: msg`Services` },
] as const;

export interface GalleryPicture {
  src: string;
  alt: MessageDescriptor;
  caption: MessageDescriptor;
}

/** Our own illustrations, all drawn on a 480 × 360 canvas (see public/art/grooming). */
export const GALLERY_SIZE = { width: 480, height: 360 } as const;

export const GROOMING_GALLERY: GalleryPicture[] = [
  {
    src: '/art/grooming/poodle-haircut.svg',
    alt: msg`An apricot poodle proudly showing off a fresh pom-pom haircut with a pink bow.`,
    caption: msg`Fresh cut & styling`,
  },
  {
    src: '/art/grooming/cat-brushing.svg',
    alt: msg`A grey tabby cat with its eyes closed in contentment while a brush smooths its coat.`,
    caption: msg`Gentle brushing for cats`,
  },
  {
    src: '/art/grooming/dog-bath.svg',
    alt: msg`A beagle relaxing in a bubble bath under a shower, with a yellow rubber duck.`,
    caption: msg`Bath time`,
  },
  {
    src: '/art/grooming/blow-dry.svg',
    alt: msg`A fluffy white dog being blow-dried with a warm, quiet dryer.`,
    caption: msg`Low-noise blow dry`,
  },
  {
    src: '/art/grooming/parrot.svg',
    alt: msg`A green parrot with a neatly shaped beak perching on a branch.`,
    caption: msg`Beak & nail care for birds`,
  },
  {
    src: '/art/grooming/paw-care.svg',
    alt: msg`A soft paw with pink pads next to nail clippers and a nail file.`,
    caption: msg`Nail trimming & paw care`,
  },
];
