import type { IconName } from '../../components/ui/icon.tsx';

export interface GroomingSolution {
  name: string;
  text: string;
  icon: IconName;
}

/** Spec §2 "Grooming": the specialised solutions, each with what it actually involves. */
export const GROOMING_SOLUTIONS: GroomingSolution[] = [
  {
    name: 'Nail Trimming & Paw Care',
    text: 'Nails clipped and filed to a comfortable length, the fur between the pads tidied for better grip on tiled floors, and paw pads checked for cracks and burns from hot pavements.',
    icon: 'paw',
  },
  {
    name: 'Bath & Blow Dry',
    text: "A lukewarm bath with a shampoo chosen for your pet's skin and coat, a thorough rinse, then a gentle, low-noise blow dry right down to the skin, so no damp patches are left to itch.",
    icon: 'droplets',
  },
  {
    name: 'Haircut & Styling',
    text: 'A breed-standard cut, a practical short summer trim or the look you ask for, finished by hand with scissors around the eyes, paws and tail.',
    icon: 'scissors',
  },
  {
    name: 'Ear Cleaning',
    text: 'Wax and debris gently removed with a vet-approved cleanser, and a look for redness, odour or head-shaking signs that are worth showing your vet.',
    icon: 'ear',
  },
  {
    name: 'Teeth Brushing',
    text: 'Brushing with an enzymatic pet toothpaste to fight plaque and bad breath between dental check-ups, and a note for you if we spot tartar or sore gums.',
    icon: 'tooth',
  },
  {
    name: 'Beak Sharpening',
    text: 'Overgrown or uneven beaks of parrots, cockatiels and budgies carefully trimmed and smoothed by a groomer experienced with birds, so they can eat, climb and preen comfortably.',
    icon: 'feather',
  },
];

/** Spec §9 marketing claims, exactly. */
export const GROOMING_STATS = [
  { value: '5+', label: 'Years of Experience' },
  { value: '5000+', label: 'Pets Groomed' },
  { value: '98%', label: 'Satisfaction' },
  { value: '12+', label: 'Professional Groomers' },
  { value: '30+', label: 'Services' },
] as const;

export interface GalleryPicture {
  src: string;
  alt: string;
  caption: string;
}

/** Our own illustrations, all drawn on a 480 × 360 canvas (see public/art/grooming). */
export const GALLERY_SIZE = { width: 480, height: 360 } as const;

export const GROOMING_GALLERY: GalleryPicture[] = [
  {
    src: '/art/grooming/poodle-haircut.svg',
    alt: 'An apricot poodle proudly showing off a fresh pom-pom haircut with a pink bow.',
    caption: 'Fresh cut & styling',
  },
  {
    src: '/art/grooming/cat-brushing.svg',
    alt: 'A grey tabby cat with its eyes closed in contentment while a brush smooths its coat.',
    caption: 'Gentle brushing for cats',
  },
  {
    src: '/art/grooming/dog-bath.svg',
    alt: 'A beagle relaxing in a bubble bath under a shower, with a yellow rubber duck.',
    caption: 'Bath time',
  },
  {
    src: '/art/grooming/blow-dry.svg',
    alt: 'A fluffy white dog being blow-dried with a warm, quiet dryer.',
    caption: 'Low-noise blow dry',
  },
  {
    src: '/art/grooming/parrot.svg',
    alt: 'A green parrot with a neatly shaped beak perching on a branch.',
    caption: 'Beak & nail care for birds',
  },
  {
    src: '/art/grooming/paw-care.svg',
    alt: 'A soft paw with pink pads next to nail clippers and a nail file.',
    caption: 'Nail trimming & paw care',
  },
];
