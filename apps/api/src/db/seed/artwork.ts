import type { PetTypeCode } from '@petshop/contracts';
import type { DemoProduct } from './demo-catalog.ts';
import { hashString, mulberry32, pick } from './random.ts';

/** What a product looks like; each kind has its own drawing. */
export type ArtKind =
  | 'kibble-bag'
  | 'seed-bag'
  | 'wet-cans'
  | 'pouch'
  | 'food-tub'
  | 'dog-crate'
  | 'pet-carrier'
  | 'bird-cage'
  | 'bird-cage-square'
  | 'flight-cage'
  | 'travel-cage'
  | 'aquarium'
  | 'aquarium-cabinet'
  | 'fish-bowl'
  | 'litter-tray'
  | 'litter-hooded'
  | 'litter-top-entry'
  | 'cat-tree'
  | 'scratch-post'
  | 'scratch-lounge'
  | 'collar-leather'
  | 'collar-nylon'
  | 'collar-reflective'
  | 'collar-tag'
  | 'collar-bell'
  | 'rope-toy'
  | 'ball-toy'
  | 'chew-toy'
  | 'plush-toy'
  | 'feather-wand'
  | 'mouse-toy'
  | 'bird-swing'
  | 'bird-forage'
  | 'fish-castle'
  | 'fish-chest'
  | 'fish-plant';

type View = 'front' | 'in-use' | 'back' | 'food' | 'room' | 'detail';

const PACKAGED: Partial<Record<ArtKind, readonly View[]>> = {
  'kibble-bag': ['front', 'in-use', 'back', 'food'],
  'seed-bag': ['front', 'in-use', 'back', 'food'],
  'wet-cans': ['front', 'in-use', 'food'],
  pouch: ['front', 'in-use', 'food', 'back'],
  'food-tub': ['front', 'in-use', 'back', 'food'],
};
const OBJECT_VIEWS: readonly View[] = ['front', 'in-use', 'room', 'detail'];

interface Palette {
  main: string;
  accent: string;
  ink: string;
}

const BRAND_PALETTES: Record<string, Palette> = {
  Dunebark: { main: '#c8553d', accent: '#f6d8ae', ink: '#3d2c29' },
  'Oasis Kitchen': { main: '#2a9d8f', accent: '#f4e3b1', ink: '#173b36' },
  'Saluki Trail': { main: '#264653', accent: '#f4a261', ink: '#10232b' },
  'Camel Crunch': { main: '#e76f51', accent: '#fff1e0', ink: '#4a2219' },
  Purrfield: { main: '#6a4c93', accent: '#ffd166', ink: '#2a1d3b' },
  'Saffron Whisker': { main: '#f4a300', accent: '#7b2d26', ink: '#3b1a10' },
  Featherfield: { main: '#3a7d44', accent: '#f6d743', ink: '#173a1d' },
  'Palm Perch': { main: '#0096c7', accent: '#ffd166', ink: '#0b3546' },
  Reefbright: { main: '#0077b6', accent: '#ffafcc', ink: '#06304a' },
  Coralline: { main: '#ef476f', accent: '#e0fbfc', ink: '#4a0f1e' },
};

/** Label colour by what is inside, so flavours of one brand look different on the shelf. */
const FLAVOUR_COLOURS: [RegExp, string][] = [
  [/liver/i, '#8c4a2f'],
  [/chicken/i, '#f4a259'],
  [/lamb/i, '#b5838d'],
  [/salmon/i, '#f28482'],
  [/beef/i, '#9b2226'],
  [/tuna/i, '#4d908e'],
  [/turkey/i, '#dda15e'],
  [/duck/i, '#6a994e'],
  [/fish|krill|mysis|shrimp/i, '#48b5e0'],
  [/mint/i, '#52b788'],
  [/fruit|nut/i, '#f9844a'],
  [/honey/i, '#e9b949'],
  [/millet|pellet|corn|wheat|spirulina/i, '#90be6d'],
];

const FONT = 'system-ui, sans-serif';
const r1 = (value: number) => Math.round(value * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function mix(from: string, to: string, amount: number): string {
  const parse = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const a = parse(from);
  const b = parse(to);
  return `#${a
    .map((channel, index) =>
      Math.round(channel + (b[index]! - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
function luminance(colour: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16) / 255);
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}
const tint = (colour: string, amount: number) => mix(colour, '#ffffff', amount);
const shade = (colour: string, amount: number) => mix(colour, '#000000', amount);

function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  extra = 'font-weight="700"',
): string {
  return `<text x="${r1(x)}" y="${r1(y)}" font-size="${r1(size)}" fill="${fill}" text-anchor="middle" ${extra}>${escapeXml(content)}</text>`;
}

/** Splits a label into lines of about `width` characters. */
function wrap(label: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, maxLines);
}

// ── Pets ──────────────────────────────────────────────────────────────────

interface Coat {
  fur: string;
  ear: string;
  light: string;
  ink: string;
}

const DOG_COATS: Coat[] = [
  { fur: '#e0a458', ear: '#a8662f', light: '#fbe8c8', ink: '#2b2b2b' },
  { fur: '#8d5b3e', ear: '#5c3a26', light: '#f3ddc4', ink: '#231815' },
  { fur: '#f2ede4', ear: '#c9a27e', light: '#ffffff', ink: '#2b2b2b' },
  { fur: '#4a4e57', ear: '#2c2f35', light: '#e3c39d', ink: '#151515' },
];
const CAT_COATS: Coat[] = [
  { fur: '#f4a261', ear: '#e07b39', light: '#fde8d0', ink: '#2b2b2b' },
  { fur: '#9aa5b1', ear: '#6f7b88', light: '#eef1f4', ink: '#2b2b2b' },
  { fur: '#3d3d45', ear: '#27272d', light: '#f5f5f5', ink: '#111111' },
  { fur: '#e9dcc9', ear: '#b89b7a', light: '#ffffff', ink: '#2b2b2b' },
];
const BIRD_COATS: Coat[] = [
  { fur: '#7ac74f', ear: '#3d7a2a', light: '#eef7a8', ink: '#f2b33d' },
  { fur: '#5aa9e6', ear: '#2b6cb0', light: '#e8f4ff', ink: '#f2c14e' },
  { fur: '#a0a7b0', ear: '#6b7280', light: '#f1f3f5', ink: '#3a3a3a' },
  { fur: '#f9d74c', ear: '#e09f3e', light: '#fff6cc', ink: '#ff7b54' },
];
const FISH_COLOURS = ['#ff8c42', '#4cc9f0', '#f72585', '#ffd23f', '#06d6a0'];

function dog(coat: Coat, collar?: string): string {
  const ear = `<path d="M-50-252C-96-250-104-186-82-156C-66-146-50-176-46-206Z" fill="${coat.ear}"/>`;
  return `<g><path d="M50-24C96-34 112-78 98-116" stroke="${coat.fur}" stroke-width="18" fill="none" stroke-linecap="round"/>
<path d="M-70 0C-80-72-60-150 0-160C60-150 80-72 70 0Z" fill="${coat.fur}"/>
<ellipse cx="0" cy="-84" rx="34" ry="52" fill="${coat.light}"/>
<rect x="-48" y="-72" width="30" height="72" rx="15" fill="${coat.fur}"/><rect x="18" y="-72" width="30" height="72" rx="15" fill="${coat.fur}"/>
<ellipse cx="-33" cy="-8" rx="20" ry="10" fill="${coat.light}"/><ellipse cx="33" cy="-8" rx="20" ry="10" fill="${coat.light}"/>
${collar ? `<path d="M-50-148Q0-124 50-148" stroke="${collar}" stroke-width="16" fill="none" stroke-linecap="round"/><circle cx="0" cy="-124" r="10" fill="#e9c46a"/>` : ''}
<ellipse cx="0" cy="-212" rx="66" ry="60" fill="${coat.fur}"/>${ear}<g transform="scale(-1 1)">${ear}</g>
<ellipse cx="0" cy="-182" rx="36" ry="27" fill="${coat.light}"/><path d="M-8-172Q0-150 8-172Z" fill="#f28b82"/>
<ellipse cx="0" cy="-196" rx="13" ry="9" fill="${coat.ink}"/>
<path d="M0-188v11M-15-174Q0-164 15-174" stroke="${coat.ink}" stroke-width="4" fill="none" stroke-linecap="round"/>
<circle cx="-24" cy="-224" r="8" fill="${coat.ink}"/><circle cx="24" cy="-224" r="8" fill="${coat.ink}"/>
<circle cx="-21" cy="-227" r="2.5" fill="#fff"/><circle cx="27" cy="-227" r="2.5" fill="#fff"/>
<circle cx="-42" cy="-194" r="8" fill="#f4978e" opacity=".45"/><circle cx="42" cy="-194" r="8" fill="#f4978e" opacity=".45"/></g>`;
}

function cat(coat: Coat, collar?: string): string {
  const ear = `<path d="M-60-204L-54-266L-12-238Z" fill="${coat.fur}"/><path d="M-49-214L-47-251L-25-236Z" fill="#f4a6b6"/>`;
  return `<g><path d="M46-12C112-8 126-84 92-116" stroke="${coat.fur}" stroke-width="18" fill="none" stroke-linecap="round"/>
<path d="M-58 0C-66-62-50-132 0-142C50-132 66-62 58 0Z" fill="${coat.fur}"/>
<ellipse cx="0" cy="-78" rx="28" ry="46" fill="${coat.light}"/>
<rect x="-40" y="-62" width="25" height="62" rx="12" fill="${coat.fur}"/><rect x="15" y="-62" width="25" height="62" rx="12" fill="${coat.fur}"/>
<ellipse cx="-28" cy="-7" rx="16" ry="8" fill="${coat.light}"/><ellipse cx="28" cy="-7" rx="16" ry="8" fill="${coat.light}"/>
${collar ? `<path d="M-44-138Q0-118 44-138" stroke="${collar}" stroke-width="13" fill="none" stroke-linecap="round"/><circle cx="0" cy="-118" r="9" fill="#e9c46a"/>` : ''}
${ear}<g transform="scale(-1 1)">${ear}</g><ellipse cx="0" cy="-190" rx="64" ry="55" fill="${coat.fur}"/>
<path d="M0-240v14M-13-236l4 12M13-236l-4 12" stroke="${coat.ear}" stroke-width="5" stroke-linecap="round"/>
<ellipse cx="-24" cy="-196" rx="11" ry="13" fill="#9ccc65"/><ellipse cx="24" cy="-196" rx="11" ry="13" fill="#9ccc65"/>
<ellipse cx="-24" cy="-196" rx="3.5" ry="10" fill="${coat.ink}"/><ellipse cx="24" cy="-196" rx="3.5" ry="10" fill="${coat.ink}"/>
<circle cx="-20" cy="-201" r="2.5" fill="#fff"/><circle cx="28" cy="-201" r="2.5" fill="#fff"/>
<path d="M-7-176h14l-7 8Z" fill="#f28b9b"/><path d="M0-168q-6 9-14 4M0-168q6 9 14 4" stroke="${coat.ink}" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M-30-174h-38M-30-167l-36 9M30-174h38M30-167l36 9" stroke="${coat.ink}" stroke-width="2" opacity=".45"/></g>`;
}

/** A parrot perched facing right; its feet are at the origin. */
function bird(coat: Coat): string {
  return `<g><path d="M-28-60L-70 46L-46 52L-6-48Z" fill="${coat.ear}"/>
<ellipse cx="0" cy="-82" rx="50" ry="76" transform="rotate(18 0 -82)" fill="${coat.fur}"/>
<ellipse cx="16" cy="-66" rx="28" ry="50" transform="rotate(18 16 -66)" fill="${coat.light}"/>
<path d="M-44-124C-12-136 22-102 10-40C-12-28-46-52-44-124Z" fill="${coat.ear}"/>
<path d="M-30-100q16 6 26 30M-34-80q14 6 22 26" stroke="${coat.fur}" stroke-width="4" fill="none" opacity=".6"/>
<circle cx="22" cy="-160" r="42" fill="${coat.fur}"/><circle cx="36" cy="-146" r="10" fill="#ff8fa3" opacity=".7"/>
<circle cx="30" cy="-172" r="10" fill="#fff"/><circle cx="33" cy="-172" r="5.5" fill="#222"/>
<path d="M54-172C84-170 88-138 66-124C64-138 58-146 52-148Z" fill="${coat.ink}"/>
<path d="M-6-12v14M16-14v14" stroke="#8d6e63" stroke-width="8" stroke-linecap="round"/></g>`;
}

/** A fish facing right, centred on the origin. */
function fish(colour: string, fin = shade(colour, 0.2)): string {
  return `<g><path d="M-48 0L-86-32L-78 0L-86 32Z" fill="${fin}"/><path d="M-22-30Q2-58 26-30Z" fill="${fin}"/>
<ellipse cx="0" cy="0" rx="56" ry="34" fill="${colour}"/><path d="M-6-32Q6 0-6 32" stroke="#fff" stroke-width="8" fill="none" opacity=".75"/>
<circle cx="30" cy="-8" r="8" fill="#fff"/><circle cx="32" cy="-8" r="4.5" fill="#222"/></g>`;
}

function petFor(pet: PetTypeCode, random: () => number, collar?: string): string {
  switch (pet) {
    case 'DOG':
      return dog(pick(random, DOG_COATS), collar);
    case 'CAT':
      return cat(pick(random, CAT_COATS), collar);
    case 'BIRD':
      return `<path d="M-90 4h180" stroke="#8d6e63" stroke-width="14" stroke-linecap="round"/>${bird(pick(random, BIRD_COATS))}`;
    case 'FISH':
      return `<g transform="translate(0 -120)">${fish(pick(random, FISH_COLOURS))}</g>`;
  }
}

/** A one-colour pet badge for labels. */
function petIcon(pet: PetTypeCode, colour: string, eye: string): string {
  const coat = { fur: colour, ear: colour, light: colour, ink: eye };
  switch (pet) {
    case 'DOG':
      return dog(coat);
    case 'CAT':
      return cat(coat);
    case 'BIRD':
      return bird({ ...coat, ink: colour });
    case 'FISH':
      return `<g transform="translate(0 -120) scale(2)">${fish(colour, colour)}</g>`;
  }
}

// ── Products ──────────────────────────────────────────────────────────────

/** A product drawing: bottom centre at the origin, `width` x `height` in size. */
interface Drawing {
  body: string;
  width: number;
  height: number;
  /** Where the detail view zooms in, relative to the origin. */
  focus: [number, number];
}

interface Subject {
  product: DemoProduct;
  palette: Palette;
  flavour: string;
  random: () => number;
}

function labelText(product: DemoProduct): string {
  return product.name.startsWith(product.brand)
    ? product.name.slice(product.brand.length).trim()
    : product.name;
}

function brandSize(brand: string, width: number): number {
  return Math.min(40, (width * 1.7) / brand.length);
}

/** A font size at which the longest line fits `width` (bold capitals are about 0.68 em wide). */
function fitSize(lines: string[], width: number, largest: number): number {
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.min(largest, width / (longest * 0.68));
}

/** A pet icon of `size` pixels high, centred on (x, y). */
function petBadge(
  pet: PetTypeCode,
  colour: string,
  eye: string,
  x: number,
  y: number,
  size: number,
): string {
  const scale = r1((size / 280) * 100) / 100;
  const centre = pet === 'FISH' ? -120 : pet === 'BIRD' ? -110 : -136;
  return `<g transform="translate(${x} ${r1(y - centre * scale)}) scale(${scale})">${petIcon(pet, colour, eye)}</g>`;
}

function bag({ product, palette, flavour }: Subject, back = false): Drawing {
  const { main, accent, ink } = palette;
  const shape = 'M-140-398L140-398L152-34Q154 0 120 0L-120 0Q-154 0-152-34Z';
  const crimp = 'l10-10l10 10'.repeat(15);
  const seal = `<path d="M-146-394V-424${crimp}V-394Z" fill="${shade(main, 0.2)}"/>`;
  const gloss = `<path d="M-118-380L-96-380L-92-20L-120-20Z" fill="#fff" opacity=".12"/>`;
  const pet = product.pets[0]!;
  if (back) {
    const rows = [0, 1, 2, 3]
      .map(
        (row) =>
          `<rect x="-110" y="${-262 + row * 26}" width="220" height="2" fill="${ink}" opacity=".25"/><rect x="-110" y="${-280 + row * 26}" width="${60 + ((row * 37) % 50)}" height="10" rx="5" fill="${ink}" opacity=".55"/><rect x="50" y="${-280 + row * 26}" width="60" height="10" rx="5" fill="${ink}" opacity=".55"/>`,
      )
      .join('');
    const lines = [0, 1, 2, 3, 4]
      .map(
        (row) =>
          `<rect x="-110" y="${-150 + row * 18}" width="${220 - ((row * 53) % 90)}" height="8" rx="4" fill="${ink}" opacity=".4"/>`,
      )
      .join('');
    const barcode = [0, 5, 8, 14, 17, 20, 26, 29, 35, 38, 44, 47, 50, 56]
      .map(
        (x, i) =>
          `<rect x="${30 + x}" y="-62" width="${i % 3 === 0 ? 4 : 2}" height="36" fill="#222"/>`,
      )
      .join('');
    return {
      body: `<path d="${shape}" fill="${main}"/>${seal}<rect x="-126" y="-360" width="252" height="330" rx="14" fill="#fff" opacity=".92"/>
${text(0, -326, product.brand, 24, main)}${text(0, -296, 'FEEDING GUIDE', 18, ink)}${rows}${text(0, -168, 'COMPOSITION', 18, ink)}${lines}
<rect x="24" y="-68" width="70" height="48" fill="#fff"/>${barcode}<circle cx="-84" cy="-46" r="20" fill="none" stroke="${main}" stroke-width="4"/>${text(-84, -39, '♻', 20, main, '')}${gloss}`,
      width: 310,
      height: 424,
      focus: [0, -250],
    };
  }
  const lines = wrap(labelText(product), 16, 3).map((line) => line.toUpperCase());
  const size = fitSize(lines, 270, lines.length > 2 ? 22 : 25);
  const nameText = lines
    .map((line, i) => text(0, -304 + i * (size + 4), line, size, '#fff'))
    .join('');
  const flavourLabel = (
    product.attributes.Flavour ??
    product.attributes['Main Ingredient'] ??
    'Complete nutrition'
  ).toUpperCase();
  return {
    body: `<path d="${shape}" fill="${main}"/>${seal}<path d="M-140-386h280" stroke="${shade(main, 0.25)}" stroke-width="3" stroke-dasharray="8 6"/>
${text(0, -344, product.brand, brandSize(product.brand, 270), accent, 'font-weight="800"')}${nameText}
<circle cx="0" cy="-166" r="${lines.length > 2 ? 56 : 64}" fill="${accent}"/>${petBadge(pet, main, accent, 0, -166, lines.length > 2 ? 92 : 104)}
<path d="M-151-96H151L152-50H-152Z" fill="${flavour}"/>${text(0, -65, flavourLabel, fitSize([flavourLabel], 280, 20), '#fff')}
${text(0, -20, 'Complete & balanced', 15, accent, 'font-weight="600"')}${gloss}`,
    width: 310,
    height: 424,
    focus: [0, -200],
  };
}

function can(x: number, y: number, { product, palette, flavour }: Subject): string {
  const { main, accent } = palette;
  return `<g transform="translate(${x} ${y})"><rect x="-68" y="-150" width="136" height="150" rx="8" fill="${shade(main, 0.05)}"/>
<rect x="-68" y="-122" width="136" height="92" fill="${main}"/><rect x="-68" y="-56" width="136" height="26" fill="${flavour}"/>
${text(0, -88, product.brand, Math.min(22, 230 / product.brand.length), accent, 'font-weight="800"')}${text(0, -66, 'PREMIUM', 12, '#fff')}
<ellipse cx="0" cy="-150" rx="68" ry="14" fill="#d9dde2"/><ellipse cx="0" cy="-150" rx="56" ry="10" fill="#c3c8cf"/><rect x="-20" y="-154" width="40" height="8" rx="4" fill="#aeb4bc"/>
<path d="M-68-4Q0 10 68-4" stroke="#bfc4ca" stroke-width="6" fill="none"/><rect x="-58" y="-140" width="10" height="130" fill="#fff" opacity=".18"/></g>`;
}

function cans(subject: Subject): Drawing {
  return {
    body: can(-74, 0, subject) + can(74, 0, subject) + can(0, -154, subject),
    width: 300,
    height: 320,
    focus: [0, -240],
  };
}

function pouch({ product, palette, flavour }: Subject, back = false): Drawing {
  const { main, accent, ink } = palette;
  const shape = 'M-118-340H118L126-40Q130 0 96 0H-96Q-130 0-126-40Z';
  const top = `<rect x="-120" y="-352" width="240" height="30" rx="4" fill="${shade(main, 0.2)}"/><circle cx="0" cy="-338" r="7" fill="#fff" opacity=".8"/><path d="M-118-312H118" stroke="${shade(main, 0.3)}" stroke-width="4"/>`;
  if (back) {
    const lines = [0, 1, 2, 3, 4, 5]
      .map(
        (row) =>
          `<rect x="-96" y="${-236 + row * 22}" width="${192 - ((row * 41) % 80)}" height="9" rx="4" fill="${ink}" opacity=".45"/>`,
      )
      .join('');
    return {
      body: `<path d="${shape}" fill="${main}"/>${top}<rect x="-104" y="-296" width="208" height="270" rx="14" fill="#fff" opacity=".92"/>
${text(0, -264, product.brand, 22, main)}${lines}<rect x="-96" y="-90" width="90" height="50" rx="6" fill="${flavour}" opacity=".9"/>${text(-51, -58, 'TREAT', 16, '#fff')}
${[0, 4, 7, 12, 15, 20, 24, 27, 32].map((x) => `<rect x="${20 + x}" y="-88" width="2.5" height="44" fill="#222"/>`).join('')}`,
      width: 260,
      height: 352,
      focus: [0, -200],
    };
  }
  const lines = wrap(labelText(product), 16, 3);
  const size = fitSize(lines, 250, 20) * 1.15;
  return {
    body: `<path d="${shape}" fill="${main}"/>${top}
${text(0, -272, product.brand, brandSize(product.brand, 220), accent, 'font-weight="800"')}
${lines.map((line, i) => text(0, -240 + i * 24, line, size, '#fff')).join('')}
<rect x="-78" y="${-232 + lines.length * 24}" width="156" height="96" rx="48" fill="#fff" opacity=".9"/>
${treats(product, flavour, 0, -184 + lines.length * 24, 0.5)}
<path d="M-126-62H126L126-40Q126-22 110-22H-110Q-126-22-126-40Z" fill="${flavour}"/>${text(0, -35, (product.attributes.Flavour ?? 'Natural').toUpperCase(), 17, '#fff')}`,
    width: 260,
    height: 352,
    focus: [0, -170],
  };
}

/** Treat pieces, shaped by what the product is. */
function treats(product: DemoProduct, colour: string, x: number, y: number, scale: number): string {
  const random = mulberry32(hashString(product.sku));
  const shape = /stick/i.test(product.name)
    ? (px: number, py: number, angle: number) =>
        `<rect x="${r1(px - 60)}" y="${r1(py - 11)}" width="120" height="22" rx="11" transform="rotate(${angle} ${r1(px)} ${r1(py)})" fill="${colour}" stroke="${shade(colour, 0.25)}" stroke-width="4" stroke-dasharray="10 8"/>`
    : /lickable/i.test(product.name)
      ? (px: number, py: number, angle: number) =>
          `<g transform="rotate(${angle} ${r1(px)} ${r1(py)})"><rect x="${r1(px - 70)}" y="${r1(py - 14)}" width="140" height="28" rx="6" fill="#fff" stroke="${colour}" stroke-width="5"/><rect x="${r1(px - 40)}" y="${r1(py - 14)}" width="60" height="28" fill="${colour}"/></g>`
      : (px: number, py: number, angle: number) =>
          `<rect x="${r1(px - 22)}" y="${r1(py - 22)}" width="44" height="40" rx="12" transform="rotate(${angle} ${r1(px)} ${r1(py)})" fill="${colour}" stroke="${shade(colour, 0.2)}" stroke-width="3"/>`;
  const pieces = [
    [-80, -10],
    [0, -24],
    [80, -8],
    [-40, 28],
    [44, 30],
  ]
    .map(([px, py]) => shape(px!, py!, Math.round(random() * 50 - 25)))
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">${pieces}</g>`;
}

function tub({ product, palette, flavour }: Subject, back = false): Drawing {
  const { main, accent, ink } = palette;
  const body = `<path d="M-100-250H100L94-14Q92 0 78 0H-78Q-92 0-94-14Z" fill="${tint(accent, 0.5)}"/>
<path d="M-98-206H98L95-50H-95Z" fill="${main}"/><ellipse cx="0" cy="-252" rx="108" ry="18" fill="${shade(main, 0.3)}"/>
<rect x="-108" y="-290" width="216" height="40" rx="10" fill="${shade(main, 0.3)}"/>${[-80, -52, -24, 4, 32, 60, 88].map((x) => `<rect x="${x - 4}" y="-284" width="8" height="28" rx="3" fill="#000" opacity=".15"/>`).join('')}`;
  if (back) {
    const lines = [0, 1, 2, 3]
      .map(
        (row) =>
          `<rect x="-76" y="${-168 + row * 20}" width="${152 - ((row * 37) % 60)}" height="8" rx="4" fill="${ink}" opacity=".45"/>`,
      )
      .join('');
    return {
      body: `${body}<rect x="-86" y="-198" width="172" height="140" rx="10" fill="#fff" opacity=".93"/>${text(0, -176, 'HOW TO FEED', 16, main)}${lines}
${[0, 4, 7, 12, 15, 20, 24, 27, 32, 36].map((x) => `<rect x="${24 + x}" y="-92" width="2.5" height="26" fill="#222"/>`).join('')}`,
      width: 220,
      height: 290,
      focus: [0, -140],
    };
  }
  const lines = wrap(labelText(product), 14, 3);
  const size = fitSize(lines, 210, 19) * 1.15;
  const pet = product.pets[0]!;
  return {
    body: `${body}${text(0, -176, product.brand, brandSize(product.brand, 180), accent, 'font-weight="800"')}
${lines.map((line, i) => text(0, -151 + i * (size + 2), line, size, '#fff')).join('')}
${petBadge(pet, accent, main, 0, lines.length > 2 ? -74 : -84, lines.length > 2 ? 40 : 56)}
<rect x="-95" y="-50" width="190" height="14" fill="${flavour}"/><rect x="-80" y="-240" width="12" height="220" fill="#fff" opacity=".2"/>`,
    width: 220,
    height: 290,
    focus: [0, -150],
  };
}

function bars(
  x1: number,
  x2: number,
  y1: number,
  y2: number,
  gap: number,
  colour: string,
  width = 4,
): string {
  let d = '';
  for (let x = x1; x <= x2 + 0.1; x += gap) d += `M${r1(x)} ${y1}V${y2}`;
  return `<path d="${d}" stroke="${colour}" stroke-width="${width}"/>`;
}

/** Thin wire in a pale colour would vanish on a pale background, so it is drawn darker. */
function wireColour(colour: string): string {
  return luminance(colour) > 0.8 ? shade(colour, 0.4) : colour;
}

function dogCrate({ palette, product }: Subject): Drawing {
  const { accent } = palette;
  const main = wireColour(palette.main);
  const small = /compact/i.test(product.name);
  const w = small ? 320 : 420;
  const h = small ? 250 : 300;
  const x = -w / 2;
  const wire = `${bars(x + 50, x + w - 6, -h + 6, -26, 22, main)}<path d="M${x + 50} ${-h + 70}H${x + w}M${x + 50} ${-h + 150}H${x + w}M${x + 50} ${-h + 230}H${x + w}" stroke="${main}" stroke-width="4"/>`;
  return {
    body: `<path d="M${x} ${-h}l50-30h${w}l-50 30Z" fill="none" stroke="${main}" stroke-width="6"/><path d="M${x + w} ${-h}l50-30V-50l-50 30" fill="none" stroke="${main}" stroke-width="6"/>
${bars(x + w + 10, x + w + 44, -h - 20, -40, 17, tint(main, 0.25), 3)}
<rect x="${x}" y="-26" width="${w}" height="26" rx="6" fill="${accent}"/>${wire}
<rect x="${x}" y="${-h}" width="${w}" height="${h}" rx="8" fill="none" stroke="${main}" stroke-width="8"/>
<rect x="${x + 70}" y="${-h + 30}" width="${w * 0.45}" height="${h - 70}" rx="4" fill="none" stroke="${shade(main, 0.2)}" stroke-width="7"/>
<rect x="${x + 66 + w * 0.45}" y="${-h / 2 - 24}" width="14" height="20" rx="3" fill="${accent}"/><rect x="${x + 66 + w * 0.45}" y="${-h / 2 + 10}" width="14" height="20" rx="3" fill="${accent}"/>
<path d="M-40 ${-h - 30}q40-40 80 0" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    width: w + 60,
    height: h + 60,
    focus: [x + 70 + w * 0.45, -h / 2],
  };
}

function petCarrier({ palette }: Subject): Drawing {
  const { main, accent } = palette;
  return {
    body: `<path d="M-200-40V-200Q-200-250-150-250H150Q200-250 200-200V-40Z" fill="${main}"/>
<path d="M-206-40H206V-14Q206 0 190 0H-190Q-206 0-206-14Z" fill="${accent}"/><path d="M-206-132H206" stroke="${shade(main, 0.15)}" stroke-width="8"/>
<rect x="-150" y="-220" width="170" height="168" rx="26" fill="${shade(main, 0.55)}"/>
<rect x="-140" y="-210" width="150" height="148" rx="20" fill="none" stroke="#c8ced6" stroke-width="8"/>${bars(-112, -14, -210, -62, 24.5, '#c8ced6', 7)}
<rect x="-2" y="-160" width="16" height="44" rx="6" fill="#9aa3ad"/>
${[0, 1, 2, 3].map((i) => `<rect x="50" y="${-216 + i * 40}" width="120" height="14" rx="7" fill="${shade(main, 0.3)}"/>`).join('')}
<path d="M-70-250v-36q70-40 140 0v36" stroke="${accent}" stroke-width="16" fill="none" stroke-linecap="round"/>
${[-180, -120, 120, 180].map((x) => `<circle cx="${x}" cy="-132" r="7" fill="#9aa3ad"/>`).join('')}`,
    width: 412,
    height: 300,
    focus: [-65, -140],
  };
}

function birdCage({ palette, product }: Subject, kind: ArtKind): Drawing {
  const { main, accent } = palette;
  const line = wireColour(main);
  const perch = `<path d="M-120-150H120" stroke="#a47148" stroke-width="12" stroke-linecap="round"/>`;
  const cups = `<rect x="-150" y="-110" width="46" height="32" rx="6" fill="${accent}"/><rect x="104" y="-110" width="46" height="32" rx="6" fill="${accent}"/>`;
  if (kind === 'bird-cage') {
    let dome = '';
    for (let x = -150; x <= 150; x += 25) dome += `M${x} -360Q${x} -470 0 -480`;
    return {
      body: `<path d="M-180 0L-160-60H160L180 0Z" fill="${accent}"/><rect x="-170" y="-72" width="340" height="16" rx="6" fill="${shade(accent, 0.15)}"/>
${bars(-150, 150, -360, -60, 25, line)}<path d="${dome}" stroke="${line}" stroke-width="4" fill="none"/>
<path d="M-150-360H150M-150-250H150" stroke="${line}" stroke-width="7"/><rect x="-46" y="-240" width="92" height="130" rx="6" fill="none" stroke="${line}" stroke-width="7"/>
${perch}${cups}<circle cx="0" cy="-500" r="20" fill="none" stroke="${line}" stroke-width="8"/>`,
      width: 360,
      height: 520,
      focus: [0, -180],
    };
  }
  if (kind === 'travel-cage') {
    return {
      body: `<rect x="-160" y="-240" width="320" height="240" rx="18" fill="${main}"/><rect x="-130" y="-210" width="260" height="170" rx="8" fill="#fff" opacity=".85"/>
${bars(-110, 110, -210, -40, 22, shade(main, 0.35), 5)}<path d="M-130-100H130" stroke="#a47148" stroke-width="10" stroke-linecap="round"/>
<rect x="80" y="-80" width="40" height="30" rx="5" fill="${accent}" stroke="${shade(main, 0.3)}" stroke-width="3"/>
<rect x="-170" y="-30" width="340" height="30" rx="10" fill="${shade(main, 0.25)}"/><path d="M-50-240v-30q50-30 100 0v30" stroke="${shade(main, 0.3)}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
      width: 340,
      height: 280,
      focus: [0, -120],
    };
  }
  const tall = kind === 'flight-cage';
  const w = tall ? 320 : 380;
  const top = tall ? -560 : -360;
  const base = tall ? -200 : -40;
  const playTop = /play/i.test(product.name)
    ? `<path d="M-100 ${top - 20}H100" stroke="#a47148" stroke-width="14" stroke-linecap="round"/><path d="M-80 ${top}V${top - 20}M80 ${top}V${top - 20}" stroke="${line}" stroke-width="8"/><path d="M-40 ${top - 90}V${top - 20}M40 ${top - 90}V${top - 20}M-40 ${top - 70}H40M-40 ${top - 45}H40" stroke="#a47148" stroke-width="7"/>`
    : `<path d="M-60 ${top}q60-50 120 0" stroke="${line}" stroke-width="8" fill="none"/>`;
  const stand = tall
    ? `<rect x="${-w / 2}" y="-110" width="${w}" height="20" rx="6" fill="${shade(main, 0.1)}"/><path d="M${-w / 2 + 20} ${base}V-20M${w / 2 - 20} ${base}V-20" stroke="${shade(main, 0.1)}" stroke-width="14"/><circle cx="${-w / 2 + 20}" cy="-12" r="12" fill="#333"/><circle cx="${w / 2 - 20}" cy="-12" r="12" fill="#333"/>`
    : '';
  return {
    body: `${stand}<rect x="${-w / 2 - 10}" y="${base - 30}" width="${w + 20}" height="30" rx="8" fill="${accent}"/>
${bars(-w / 2 + 10, w / 2 - 10, top, base - 30, 20, line, 4)}<path d="M${-w / 2} ${top}H${w / 2}M${-w / 2} ${(top + base) / 2}H${w / 2}" stroke="${line}" stroke-width="8"/>
<rect x="-50" y="${(top + base) / 2 + 16}" width="100" height="${Math.abs(base - top) / 2 - 70}" rx="6" fill="none" stroke="${line}" stroke-width="7"/>
<path d="M${-w / 2 + 30} ${base - 100}H${w / 2 - 30}" stroke="#a47148" stroke-width="12" stroke-linecap="round"/>
<rect x="${-w / 2 + 14}" y="${base - 80}" width="44" height="30" rx="6" fill="${tint(accent, 0.3)}"/><rect x="${w / 2 - 58}" y="${base - 80}" width="44" height="30" rx="6" fill="${tint(accent, 0.3)}"/>${playTop}`,
    width: w + 20,
    height: -top + (/play/i.test(product.name) ? 100 : 40),
    focus: [0, (top + base) / 2],
  };
}

function aquariumTank(w: number, h: number, palette: Palette, random: () => number): string {
  const x = -w / 2;
  const plants = [x + 40, x + w - 70, x + w * 0.45]
    .map(
      (px, i) =>
        `<path d="M${r1(px)} -20q-20 ${-h * 0.25} 0 ${-h * 0.45}q18 ${-h * 0.12} 4 ${-h * 0.22}M${r1(px + 12)} -20q24 ${-h * 0.2} 10 ${-h * 0.36}" stroke="${['#2d6a4f', '#52b788', '#40916c'][i]}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  const fishes = [0, 1, 2]
    .map((i) => {
      const fx = x + w * (0.25 + 0.25 * i) + random() * 20;
      const fy = -h * (0.35 + 0.18 * ((i * 2) % 3));
      return `<g transform="translate(${r1(fx)} ${r1(fy)}) scale(${i === 1 ? -0.42 : 0.42} 0.42)">${fish(pick(random, FISH_COLOURS))}</g>`;
    })
    .join('');
  const bubbles = [0, 1, 2, 3]
    .map(
      (i) =>
        `<circle cx="${x + w - 40 + (i % 2) * 8}" cy="${-50 - i * h * 0.18}" r="${5 + i}" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>`,
    )
    .join('');
  return `<rect x="${x}" y="${-h}" width="${w}" height="${h}" rx="6" fill="${tint(palette.accent, 0.45)}"/>
<rect x="${x}" y="${-h * 0.88}" width="${w}" height="${h * 0.88}" fill="${palette.accent}" opacity=".55"/>
<path d="M${x} -34Q${x + w * 0.3} -52 ${x + w * 0.6} -38T${x + w} -40V0H${x}Z" fill="#e9c46a"/>${plants}
<ellipse cx="${x + w * 0.68}" cy="-34" rx="${w * 0.1}" ry="${h * 0.09}" fill="#8d99ae"/>${fishes}${bubbles}
<path d="M${x + 16} ${-h + 24}L${x + 60} ${-h + 24}L${x + 24} -40" fill="#fff" opacity=".18"/>
<rect x="${x}" y="${-h}" width="${w}" height="${h}" rx="6" fill="none" stroke="${palette.main}" stroke-width="8"/>
<rect x="${x - 8}" y="${-h - 26}" width="${w + 16}" height="30" rx="8" fill="${palette.main}"/><rect x="${x}" y="-12" width="${w}" height="12" fill="${palette.main}"/>`;
}

function aquarium({ palette, random, product }: Subject, kind: ArtKind): Drawing {
  if (kind === 'fish-bowl') {
    return {
      body: `<rect x="-110" y="-44" width="220" height="44" rx="14" fill="#333"/><rect x="-96" y="-36" width="192" height="8" rx="4" fill="${palette.accent}"/>
<path d="M-90-44C-190-110-170-330-70-360H70C170-330 190-110 90-44Z" fill="#d6f0ff" opacity=".9"/>
<path d="M-150-270H150C172-180 150-90 90-44H-90C-150-90-172-180-150-270Z" fill="#7cc6f2" opacity=".7"/>
<path d="M-90-44Q0-70 90-44Z" fill="#f4d35e"/><g transform="translate(10 -160) scale(.9)">${fish('#3a0ca3', '#7209b7')}</g>
<path d="M-70-360H70" stroke="#fff" stroke-width="10" stroke-linecap="round"/><path d="M-120-280Q-140-180-100-110" stroke="#fff" stroke-width="10" fill="none" opacity=".5" stroke-linecap="round"/>`,
      width: 340,
      height: 370,
      focus: [10, -160],
    };
  }
  const cube = /cube/i.test(product.name);
  const w = cube ? 300 : 440;
  const h = cube ? 300 : 270;
  const tank = aquariumTank(w, h, palette, random);
  if (kind === 'aquarium-cabinet') {
    const wood = palette.main;
    return {
      body: `<rect x="-230" y="-260" width="460" height="260" rx="8" fill="${wood}"/><rect x="-210" y="-236" width="205" height="216" rx="6" fill="${shade(wood, 0.12)}"/><rect x="5" y="-236" width="205" height="216" rx="6" fill="${shade(wood, 0.12)}"/>
<rect x="-30" y="-140" width="10" height="40" rx="4" fill="#eee"/><rect x="20" y="-140" width="10" height="40" rx="4" fill="#eee"/>
<g transform="translate(0 -262)">${aquariumTank(440, 260, { ...palette, main: '#263238' }, random)}</g>`,
      width: 470,
      height: 550,
      focus: [0, -400],
    };
  }
  return { body: tank, width: w + 20, height: h + 30, focus: [0, -h / 2] };
}

function litterBox({ palette }: Subject, kind: ArtKind): Drawing {
  const { main, accent } = palette;
  const litter = `<path d="M-170-120Q0-150 170-120L160-100H-160Z" fill="#e6d5b8"/>${[-120, -70, -20, 30, 80, 130].map((x) => `<circle cx="${x}" cy="${-122 + (x % 3)}" r="4" fill="#c2a878"/>`).join('')}`;
  const tray = `<path d="M-200-130H200L176-10Q174 0 160 0H-160Q-174 0-176-10Z" fill="${main}"/><rect x="-210" y="-140" width="420" height="22" rx="10" fill="${shade(main, 0.12)}"/>`;
  if (kind === 'litter-tray') {
    return {
      body: `${litter}${tray}<path d="M-200-130H200L176-10Q174 0 160 0H-160Q-174 0-176-10Z" fill="none" stroke="${shade(main, 0.1)}" stroke-width="2"/><rect x="-150" y="-96" width="120" height="10" rx="5" fill="#fff" opacity=".25"/>
<g transform="translate(150 -150) rotate(30)"><rect x="-30" y="-50" width="60" height="70" rx="10" fill="${accent}"/><rect x="-8" y="-110" width="16" height="66" rx="8" fill="${accent}"/></g>`,
      width: 420,
      height: 200,
      focus: [0, -110],
    };
  }
  if (kind === 'litter-top-entry') {
    const slots = [0, 1, 2, 3]
      .map(
        (row) =>
          `<path d="M${-150 + row * 6} ${-292 + row * 14}H${150 - row * 6}" stroke="${shade(main, 0.35)}" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join('');
    return {
      body: `<rect x="-180" y="-280" width="360" height="280" rx="40" fill="${main}"/><path d="M-190-280Q-190-320-150-320H150Q190-320 190-280V-250H-190Z" fill="${shade(main, 0.15)}"/>${slots}
<ellipse cx="0" cy="-300" rx="80" ry="14" fill="${shade(main, 0.6)}"/><rect x="-150" y="-220" width="300" height="14" rx="7" fill="${accent}"/><rect x="-140" y="-190" width="14" height="150" rx="7" fill="#fff" opacity=".15"/>`,
      width: 380,
      height: 320,
      focus: [0, -290],
    };
  }
  return {
    body: `${tray}<path d="M-196-130V-260Q-196-380 0-380Q196-380 196-260V-130Z" fill="${tint(main, 0.15)}"/>
<path d="M-90-130V-230Q-90-300 0-300Q90-300 90-230V-130Z" fill="${shade(main, 0.25)}"/><path d="M-80-140V-226Q-80-288 0-288Q80-288 80-226V-140Z" fill="${accent}" opacity=".55"/>
<rect x="-60" y="-372" width="120" height="30" rx="12" fill="${shade(main, 0.2)}"/>${[-40, -20, 0, 20, 40].map((x) => `<rect x="${x - 4}" y="-366" width="8" height="18" rx="3" fill="${tint(main, 0.5)}"/>`).join('')}
<path d="M-160-270Q-150-340-90-360" stroke="#fff" stroke-width="12" fill="none" opacity=".3" stroke-linecap="round"/>`,
    width: 420,
    height: 390,
    focus: [0, -340],
  };
}

function sisal(x: number, y: number, w: number, h: number, colour: string): string {
  let d = '';
  for (let ly = y + 6; ly < y + h; ly += 9) d += `M${x} ${ly}h${w}`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/><path d="${d}" stroke="${shade(colour, 0.2)}" stroke-width="3"/>`;
}

function scratcher({ palette, product }: Subject, kind: ArtKind): Drawing {
  const { main, accent } = palette;
  const rope = '#d9c5a0';
  const platform = (x: number, y: number, w: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="24" rx="12" fill="${main}"/><rect x="${x}" y="${y + 14}" width="${w}" height="10" rx="5" fill="${shade(main, 0.12)}"/>`;
  if (kind === 'scratch-lounge') {
    if (/pads/i.test(product.name)) {
      const pads = [0, 1, 2]
        .map(
          (i) =>
            `<g transform="translate(${i * 14 - 14} ${-i * 46})"><rect x="-200" y="-44" width="400" height="44" rx="8" fill="${main}"/>${Array.from({ length: 22 }, (_, k) => `<path d="M${-190 + k * 18} -40v36" stroke="${shade(main, 0.2)}" stroke-width="3"/>`).join('')}<rect x="-200" y="-44" width="400" height="44" rx="8" fill="none" stroke="${shade(main, 0.2)}" stroke-width="3"/><rect x="-200" y="-44" width="70" height="44" fill="${accent}"/></g>`,
        )
        .join('');
      return { body: pads, width: 440, height: 200, focus: [0, -60] };
    }
    let lines = '';
    for (let x = -210; x <= 210; x += 12) {
      const y = -60 - 60 * Math.cos((x / 210) * Math.PI * 0.9);
      lines += `M${x} ${r1(y + 10)}V-12`;
    }
    return {
      body: `<path d="M-220-160Q-140 40 0-40Q140 40 220-160V0H-220Z" fill="${main}"/><path d="${lines}" stroke="${shade(main, 0.2)}" stroke-width="3"/>
<path d="M-220-160Q-140 40 0-40Q140 40 220-160" stroke="${shade(main, 0.3)}" stroke-width="10" fill="none"/><rect x="-224" y="-14" width="448" height="14" rx="6" fill="${accent}"/>`,
      width: 448,
      height: 170,
      focus: [-120, -60],
    };
  }
  if (kind === 'scratch-post') {
    const corner = /corner/i.test(product.name);
    const postH = corner ? 300 : 420;
    return {
      body: `${corner ? `<ellipse cx="0" cy="-30" rx="170" ry="44" fill="${main}"/><ellipse cx="0" cy="-42" rx="140" ry="30" fill="${shade(main, 0.25)}"/><circle cx="90" cy="-50" r="18" fill="${accent}"/>` : `<rect x="-170" y="-40" width="340" height="40" rx="12" fill="${main}"/>`}
${sisal(-40, -postH, 80, postH - 36, rope)}<rect x="-90" y="${-postH - 24}" width="180" height="28" rx="12" fill="${main}"/>
<path d="M70 ${-postH - 4}q30 40 10 110" stroke="#777" stroke-width="4" fill="none"/><circle cx="80" cy="${-postH + 112}" r="20" fill="${accent}"/>`,
      width: 340,
      height: postH + 30,
      focus: [0, -postH / 2],
    };
  }
  const variant = /compact/i.test(product.name)
    ? 'compact'
    : /ceiling/i.test(product.name)
      ? 'tall'
      : 'tree';
  const posts =
    variant === 'compact'
      ? `${sisal(-120, -380, 40, 340, rope)}${sisal(80, -250, 40, 210, rope)}<rect x="-160" y="-220" width="200" height="160" rx="30" fill="${main}"/><circle cx="-60" cy="-136" r="50" fill="${shade(main, 0.45)}"/>${platform(30, -270, 160)}${platform(-170, -404, 150)}`
      : variant === 'tall'
        ? `${sisal(-20, -650, 40, 610, rope)}<rect x="-70" y="-700" width="140" height="40" rx="10" fill="${accent}"/>${platform(-200, -200, 210)}${platform(-10, -330, 210)}${platform(-200, -460, 210)}${platform(-10, -590, 200)}<path d="M-190-190Q-100-130-10-190" stroke="${accent}" stroke-width="20" fill="none"/>`
        : `${sisal(-150, -530, 40, 490, rope)}${sisal(110, -400, 40, 360, rope)}
<rect x="-100" y="-190" width="170" height="150" rx="26" fill="${main}"/><circle cx="-15" cy="-112" r="44" fill="${shade(main, 0.45)}"/>${platform(-110, -214, 200)}
<path d="M-110-330Q0-250 110-330" stroke="${accent}" stroke-width="24" fill="none"/>${platform(40, -424, 170)}
<path d="M190-400v70" stroke="#666" stroke-width="3"/><circle cx="190" cy="-318" r="15" fill="${accent}"/>
<rect x="-210" y="-566" width="160" height="44" rx="22" fill="${main}"/><rect x="-200" y="-578" width="140" height="22" rx="11" fill="${tint(main, 0.35)}"/>`;
  const height = variant === 'compact' ? 420 : variant === 'tall' ? 700 : 560;
  return {
    body: `<rect x="-210" y="-40" width="420" height="40" rx="12" fill="${main}"/><rect x="-210" y="-16" width="420" height="16" rx="8" fill="${shade(main, 0.15)}"/>${posts}`,
    width: 420,
    height,
    focus: [100, -200],
  };
}

function collar({ palette, product }: Subject, kind: ArtKind): Drawing {
  const { main, accent } = palette;
  const back = `<path d="M-190-150A190 100 0 0 1 190-150" stroke="${shade(main, 0.3)}" stroke-width="46" fill="none"/>`;
  const frontArc = 'M-190-150A190 100 0 0 0 190-150';
  const front = `<path d="${frontArc}" stroke="${main}" stroke-width="46" fill="none"/>`;
  const pattern =
    kind === 'collar-leather'
      ? `<path d="${frontArc}" stroke="${tint(main, 0.45)}" stroke-width="34" stroke-dasharray="8 7" fill="none" opacity=".6"/><path d="${frontArc}" stroke="${main}" stroke-width="26" fill="none"/>`
      : kind === 'collar-reflective'
        ? `<path d="${frontArc}" stroke="${tint(main, 0.6)}" stroke-width="8" stroke-dasharray="14 8" fill="none"/><path d="${frontArc}" stroke="${main}" stroke-width="60" fill="none" opacity=".18"/>`
        : kind === 'collar-nylon'
          ? `<path d="${frontArc}" stroke="${accent}" stroke-width="46" stroke-dasharray="14 22" fill="none"/>`
          : kind === 'collar-bell'
            ? `<path d="${frontArc}" stroke="${accent}" stroke-width="12" stroke-dasharray="2 16" stroke-linecap="round" fill="none"/>`
            : `<path d="${frontArc}" stroke="${tint(main, 0.35)}" stroke-width="32" stroke-dasharray="6 8" fill="none" opacity=".5"/><path d="${frontArc}" stroke="${main}" stroke-width="24" fill="none"/>`;
  const buckleColour = kind === 'collar-leather' || kind === 'collar-tag' ? '#d4af37' : '#c0c7cf';
  const buckle =
    kind === 'collar-nylon' || kind === 'collar-reflective' || kind === 'collar-bell'
      ? `<rect x="-110" y="-104" width="70" height="54" rx="12" fill="#2b2d42" transform="rotate(12 -75 -77)"/>`
      : `<rect x="-118" y="-108" width="56" height="62" rx="8" fill="none" stroke="${buckleColour}" stroke-width="10" transform="rotate(12 -90 -77)"/><path d="M-90-78h32" stroke="${buckleColour}" stroke-width="7" transform="rotate(12 -90 -77)"/>`;
  const holes =
    kind === 'collar-leather' || kind === 'collar-tag'
      ? [-20, 20, 60]
          .map(
            (x) =>
              `<circle cx="${x + 110}" cy="-${Math.round(74 - x / 6)}" r="5" fill="${shade(main, 0.5)}"/>`,
          )
          .join('')
      : '';
  const ring = `<circle cx="0" cy="-24" r="18" fill="none" stroke="${buckleColour}" stroke-width="8"/>`;
  const charm =
    kind === 'collar-bell'
      ? `<circle cx="0" cy="22" r="28" fill="#e9c46a"/><path d="M-20 28h40" stroke="#b08d2c" stroke-width="5"/><circle cx="0" cy="38" r="5" fill="#7a5c12"/><circle cx="-8" cy="12" r="6" fill="#fff" opacity=".5"/>`
      : kind === 'collar-tag'
        ? `<circle cx="0" cy="28" r="36" fill="#d4af37"/><circle cx="0" cy="28" r="28" fill="none" stroke="#b8922c" stroke-width="3"/>${text(0, 36, /small|cats/i.test(product.name) ? 'LULU' : 'MAX', 20, '#7a5c12')}`
        : kind === 'collar-reflective'
          ? `<path d="M-22 0h44l-8 48h-28Z" fill="${accent}"/><circle cx="0" cy="20" r="8" fill="${main}"/>`
          : `<path d="M0 -6l26 26-26 26-26-26Z" fill="#c0c7cf"/>`;
  return {
    body: `<g transform="translate(0 -60)">${back}${front}${pattern}${holes}${buckle}${ring}${charm}</g>`,
    width: 440,
    height: 320,
    focus: [-60, -120],
  };
}

function toy(subject: Subject, kind: ArtKind): Drawing {
  const { palette, product } = subject;
  const { main, accent } = palette;
  switch (kind) {
    case 'rope-toy': {
      const rope = 'M-150-120Q0-180 150-120';
      const knot = (x: number, y: number) =>
        `<ellipse cx="${x}" cy="${y}" rx="50" ry="46" fill="${main}"/><path d="M${x - 40} ${y - 22}q40 26 80 0M${x - 46} ${y}q46 26 92 0M${x - 40} ${y + 22}q40 22 80 0" stroke="#fff" stroke-width="7" fill="none"/><path d="M${x - 30} ${y - 34}q30-12 60 0" stroke="${accent}" stroke-width="8" fill="none"/>`;
      const tassel = (x: number, direction: number) =>
        [-36, -18, 0, 18, 36]
          .map(
            (spread, i) =>
              `<path d="M${x} -120l${direction * 70} ${spread * 1.6}" stroke="${[main, '#fff', accent][i % 3]}" stroke-width="10" stroke-linecap="round"/>`,
          )
          .join('');
      return {
        body: `${tassel(-180, -1)}${tassel(180, 1)}<path d="${rope}" stroke="#fff" stroke-width="40" fill="none"/><path d="${rope}" stroke="${main}" stroke-width="40" stroke-dasharray="14 14" fill="none"/><path d="${rope}" stroke="${accent}" stroke-width="40" stroke-dasharray="6 50" fill="none"/>${knot(-160, -120)}${knot(160, -120)}${knot(0, -150)}`,
        width: 500,
        height: 210,
        focus: [0, -140],
      };
    }
    case 'ball-toy': {
      if (/tennis/i.test(product.name)) {
        const ball = (x: number, y: number, colour: string) =>
          `<circle cx="${x}" cy="${y}" r="86" fill="${colour}"/><path d="M${x - 80} ${y - 30}Q${x} ${y - 10} ${x - 20} ${y + 84}M${x + 80} ${y + 30}Q${x} ${y + 10} ${x + 20} ${y - 84}" stroke="#fff" stroke-width="9" fill="none"/><circle cx="${x - 30}" cy="${y - 36}" r="18" fill="#fff" opacity=".3"/>`;
        return {
          body: ball(-94, -86, main) + ball(94, -86, accent) + ball(0, -230, tint(main, 0.2)),
          width: 380,
          height: 320,
          focus: [0, -150],
        };
      }
      if (/treat/i.test(product.name)) {
        return {
          body: `<circle cx="0" cy="-140" r="140" fill="${main}"/><path d="M-140-140H140" stroke="${shade(main, 0.2)}" stroke-width="10"/><circle cx="0" cy="-140" r="36" fill="${shade(main, 0.5)}"/>
${[-40, 0, 40].map((x, i) => `<rect x="${x - 10}" y="${-130 + i * 4}" width="20" height="16" rx="6" fill="#b5773a"/>`).join('')}<circle cx="0" cy="-140" r="46" fill="none" stroke="${accent}" stroke-width="12"/><circle cx="-60" cy="-220" r="26" fill="#fff" opacity=".25"/>`,
          width: 280,
          height: 280,
          focus: [0, -140],
        };
      }
      const colours = /crinkle/i.test(product.name)
        ? [main, accent, tint(main, 0.3), shade(accent, 0.1), '#ffd6a5', '#bde0fe']
        : [main, accent];
      const balls = colours
        .map((colour, i) => {
          const x = (i % 3) * 120 - (colours.length > 2 ? 120 : 60);
          const y = -60 - Math.floor(i / 3) * 110 - (colours.length > 2 ? 0 : 20);
          const r = colours.length > 2 ? 58 : 88;
          return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><path d="M${x - r * 0.7} ${y}Q${x} ${y - r * 0.5} ${x + r * 0.7} ${y}M${x} ${y - r * 0.7}Q${x + r * 0.4} ${y} ${x} ${y + r * 0.7}" stroke="#fff" stroke-width="5" fill="none" opacity=".6"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.2}" fill="#fff" opacity=".5"/>`;
        })
        .join('');
      return {
        body: balls,
        width: colours.length > 2 ? 360 : 320,
        height: colours.length > 2 ? 240 : 200,
        focus: [0, -100],
      };
    }
    case 'chew-toy': {
      const end = (x: number) =>
        `<circle cx="${x}" cy="-150" r="58" fill="${main}"/><circle cx="${x}" cy="-60" r="58" fill="${main}"/>`;
      return {
        body: `<rect x="-170" y="-150" width="340" height="90" fill="${main}"/>${end(-180)}${end(180)}
${[-120, -80, -40, 0, 40, 80, 120].map((x) => `<path d="M${x}-140v70" stroke="${shade(main, 0.15)}" stroke-width="8" stroke-linecap="round"/>`).join('')}
<path d="M-210-180q20-16 50-8" stroke="#fff" stroke-width="10" fill="none" opacity=".4" stroke-linecap="round"/>`,
        width: 480,
        height: 210,
        focus: [0, -105],
      };
    }
    case 'plush-toy': {
      if (/falcon/i.test(product.name)) {
        return {
          body: `<ellipse cx="0" cy="-140" rx="110" ry="130" fill="${main}"/><ellipse cx="0" cy="-110" rx="70" ry="90" fill="${accent}"/>
${[-30, 0, 30].map((x) => `<path d="M${x - 12}-120l12 14l12-14" stroke="${main}" stroke-width="5" fill="none"/>`).join('')}
<path d="M-100-200C-220-170-230-60-150-20L-90-90Z" fill="${shade(main, 0.2)}"/><path d="M100-200C220-170 230-60 150-20L90-90Z" fill="${shade(main, 0.2)}"/>
<circle cx="0" cy="-270" r="70" fill="${main}"/><circle cx="-26" cy="-282" r="14" fill="#fff"/><circle cx="26" cy="-282" r="14" fill="#fff"/><circle cx="-24" cy="-282" r="8" fill="#222"/><circle cx="28" cy="-282" r="8" fill="#222"/>
<path d="M-16-258Q0-250 16-258L0-222Z" fill="#f4a261"/><path d="M-40 -8h30M10 -8h30" stroke="#f4a261" stroke-width="12" stroke-linecap="round"/>`,
          width: 380,
          height: 350,
          focus: [0, -240],
        };
      }
      return {
        body: `<path d="M-140-90V-10M-80-90V-10M60-90V-10M120-90V-10" stroke="${main}" stroke-width="30" stroke-linecap="round"/>
<ellipse cx="-10" cy="-140" rx="160" ry="80" fill="${main}"/><ellipse cx="-20" cy="-210" rx="80" ry="60" fill="${main}"/>
<path d="M110-170Q150-260 170-300" stroke="${main}" stroke-width="50" stroke-linecap="round" fill="none"/><ellipse cx="200" cy="-304" rx="56" ry="36" fill="${main}"/>
<ellipse cx="236" cy="-296" rx="22" ry="18" fill="${tint(main, 0.3)}"/><circle cx="196" cy="-318" r="7" fill="#222"/><path d="M180-336l-10-20" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>
<path d="M-170-140q-30 20-20 60" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M-80-200q60-20 120 0" stroke="${accent}" stroke-width="6" stroke-dasharray="8 8" fill="none"/>
<rect x="-60" y="-170" width="100" height="40" rx="10" fill="#e63946"/><path d="M-60-150h100" stroke="#f1c453" stroke-width="6"/>`,
        width: 460,
        height: 350,
        focus: [180, -300],
      };
    }
    case 'feather-wand': {
      const feathers = (x: number, y: number, colours: string[]) =>
        colours
          .map((colour, i) => {
            const angle = -40 + i * 22;
            return `<g transform="translate(${x} ${y}) rotate(${angle})"><ellipse cx="0" cy="50" rx="18" ry="60" fill="${colour}"/><path d="M0 0v110" stroke="#fff" stroke-width="3"/></g>`;
          })
          .join('');
      const palette4 = [main, accent, '#ffca3a', '#8ac926', '#6a4c93'];
      if (/refill/i.test(product.name)) {
        return {
          body: `${feathers(-150, -220, palette4.slice(0, 3))}<g transform="translate(10 -150)"><ellipse cx="-40" cy="-10" rx="44" ry="30" fill="${main}" transform="rotate(-20 -40 -10)"/><ellipse cx="40" cy="-10" rx="44" ry="30" fill="${main}" transform="rotate(20 40 -10)"/><ellipse cx="-30" cy="30" rx="30" ry="20" fill="${accent}"/><ellipse cx="30" cy="30" rx="30" ry="20" fill="${accent}"/><rect x="-6" y="-40" width="12" height="90" rx="6" fill="#333"/></g>
<g transform="translate(170 -120)"><ellipse cx="0" cy="0" rx="54" ry="40" fill="${accent}"/><circle cx="44" cy="-30" r="26" fill="${accent}"/><path d="M66-30l20 6-20 6Z" fill="#f4a261"/><circle cx="48" cy="-34" r="5" fill="#222"/><path d="M-50 0l-40-20v40Z" fill="${main}"/></g>`,
          width: 460,
          height: 260,
          focus: [10, -150],
        };
      }
      return {
        body: `<path d="M-200 0L40-300" stroke="#8d6e63" stroke-width="16" stroke-linecap="round"/><path d="M-200 0L-150-62" stroke="#333" stroke-width="22" stroke-linecap="round"/>
<path d="M40-300Q140-330 150-200" stroke="#666" stroke-width="3" fill="none"/><circle cx="150" cy="-196" r="14" fill="#e9c46a"/>${feathers(150, -190, palette4)}`,
        width: 460,
        height: 330,
        focus: [150, -120],
      };
    }
    case 'mouse-toy': {
      const mouse = (x: number, y: number, colour: string, scale: number) =>
        `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-90 10Q-160 20-170-40" stroke="${shade(colour, 0.3)}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M-100 10Q-60-90 40-40Q90-10 100 10Z" fill="${colour}"/><circle cx="30" cy="-50" r="22" fill="${tint(colour, 0.3)}"/><circle cx="30" cy="-50" r="12" fill="#f4a6b6"/><circle cx="70" cy="-12" r="6" fill="#222"/><circle cx="100" cy="6" r="7" fill="#f28b9b"/></g>`;
      if (/electronic/i.test(product.name)) {
        return {
          body: `${mouse(20, -40, main, 1.8)}<path d="M-260-100h60M-270-60h70M-250-20h50" stroke="${accent}" stroke-width="8" stroke-linecap="round" opacity=".6"/><circle cx="-10" cy="-150" r="14" fill="${accent}"/>`,
          width: 500,
          height: 260,
          focus: [40, -100],
        };
      }
      return {
        body: `${mouse(-110, -170, main, 1)}${mouse(110, -170, accent, 1)}${mouse(-110, -20, tint(accent, 0.4), 1)}${mouse(110, -20, shade(main, 0.2), 1)}`,
        width: 460,
        height: 250,
        focus: [110, -170],
      };
    }
    case 'bird-swing': {
      const beads = (x1: number, y1: number, x2: number, y2: number) =>
        Array.from({ length: 7 }, (_, i) => {
          const t = (i + 0.5) / 7;
          return `<circle cx="${r1(x1 + (x2 - x1) * t)}" cy="${r1(y1 + (y2 - y1) * t)}" r="15" fill="${[main, accent, '#ffbe0b', '#8338ec', '#06d6a0'][i % 5]}"/>`;
        }).join('');
      if (/mirror/i.test(product.name)) {
        return {
          body: `<path d="M0-470v40" stroke="#999" stroke-width="6"/><circle cx="0" cy="-470" r="14" fill="none" stroke="#999" stroke-width="6"/>
<circle cx="0" cy="-340" r="92" fill="${main}"/><circle cx="0" cy="-340" r="74" fill="#dfe7ef"/><path d="M-40-370l50-30M-30-330l60-36" stroke="#fff" stroke-width="10" stroke-linecap="round"/>
${beads(0, -248, 0, -80)}<path d="M-30-64Q0-130 30-64Z" fill="#e9c46a"/><circle cx="0" cy="-56" r="8" fill="#b08d2c"/>`,
          width: 200,
          height: 490,
          focus: [0, -340],
        };
      }
      return {
        body: `<circle cx="0" cy="-470" r="16" fill="none" stroke="#999" stroke-width="6"/>${beads(0, -456, -140, -120)}${beads(0, -456, 140, -120)}
<path d="M-160-110H160" stroke="#a47148" stroke-width="22" stroke-linecap="round"/><path d="M0-110v40" stroke="#999" stroke-width="4"/><path d="M-26-40Q0-100 26-40Z" fill="#e9c46a"/>`,
        width: 340,
        height: 490,
        focus: [0, -120],
      };
    }
    case 'bird-forage': {
      if (/pi.ata/i.test(product.name)) {
        let weave = '';
        for (let i = -3; i <= 3; i++) weave += `M${i * 34} -330Q${i * 50} -200 ${i * 34} -70`;
        return {
          body: `<path d="M0-470v-30" stroke="#999" stroke-width="6"/>${Array.from({ length: 5 }, (_, i) => `<ellipse cx="0" cy="${-470 + i * 14}" rx="6" ry="9" fill="none" stroke="#999" stroke-width="4"/>`).join('')}
<circle cx="0" cy="-200" r="140" fill="${main}"/><path d="${weave}" stroke="${shade(main, 0.2)}" stroke-width="8" fill="none"/><path d="M-140-200H140M-120-270H120M-120-130H120" stroke="${tint(main, 0.3)}" stroke-width="10"/>
<path d="M-60-320l-40-60M-10-338l-6-70M40-330l36-62" stroke="${accent}" stroke-width="12" stroke-linecap="round"/><path d="M-36-330l-24-66M16-336l18-66" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`,
          width: 300,
          height: 510,
          focus: [0, -200],
        };
      }
      let hatch = '';
      for (let x = -150; x <= 150; x += 25) hatch += `M${x} -200L${x * 0.8} 0`;
      return {
        body: `<path d="M-90-220l-20-80M-40-230l10-90M20-226l-6-70M70-216l40-70" stroke="${accent}" stroke-width="14" stroke-linecap="round"/><path d="M-60-230l30-60M40-222l-20-90" stroke="#fff" stroke-width="14" stroke-linecap="round"/>
<path d="M-170-210H170L130 0H-130Z" fill="${main}"/><path d="${hatch}" stroke="${shade(main, 0.2)}" stroke-width="6"/>
${[-160, -110, -60].map((y) => `<path d="M${-160 - y / 10} ${y}H${160 + y / 10}" stroke="${tint(main, 0.3)}" stroke-width="10"/>`).join('')}
<path d="M-130-210Q0-340 130-210" stroke="${shade(main, 0.2)}" stroke-width="12" fill="none"/>`,
        width: 340,
        height: 320,
        focus: [0, -200],
      };
    }
    case 'fish-castle': {
      if (/coral/i.test(product.name)) {
        const bumps = Array.from({ length: 18 }, (_, i) => {
          const angle = Math.PI * (i / 17);
          return `<circle cx="${r1(-Math.cos(angle) * 180)}" cy="${r1(-Math.sin(angle) * 230)}" r="${20 + (i % 3) * 6}" fill="${i % 2 ? main : accent}"/>`;
        }).join('');
        return {
          body: `<path d="M-220 0Q-220-300 0-300Q220-300 220 0H120Q120-180 0-180Q-120-180-120 0Z" fill="${main}"/>${bumps}
<circle cx="-160" cy="-100" r="22" fill="${shade(main, 0.4)}"/><circle cx="150" cy="-140" r="18" fill="${shade(main, 0.4)}"/><circle cx="-90" cy="-230" r="14" fill="${shade(main, 0.4)}"/>`,
          width: 460,
          height: 330,
          focus: [-140, -140],
        };
      }
      const tower = (x: number, w: number, h: number) =>
        `<rect x="${x - w / 2}" y="${-h}" width="${w}" height="${h}" fill="${main}"/>${[0, 1, 2].map((i) => `<rect x="${x - w / 2 + (i * w) / 3}" y="${-h - 24}" width="${w / 6}" height="26" fill="${main}"/>`).join('')}<path d="M${x - 12} ${-h + 60}v-20a12 12 0 0 1 24 0v20Z" fill="${shade(main, 0.5)}"/>`;
      return {
        body: `${tower(-130, 90, 300)}${tower(130, 90, 260)}${tower(0, 120, 400)}<rect x="-170" y="-170" width="340" height="170" fill="${shade(main, 0.1)}"/>
<path d="M-50 0v-70a50 50 0 0 1 100 0v70Z" fill="${shade(main, 0.55)}"/><path d="M-150 0v-40a30 30 0 0 1 60 0v40ZM90 0v-40a30 30 0 0 1 60 0v40Z" fill="${shade(main, 0.55)}"/>
<path d="M-170-100h340M-170-50h340" stroke="${shade(main, 0.25)}" stroke-width="4"/><path d="M0-424v-60l40 14-40 14" fill="${accent}" stroke="${accent}" stroke-width="4"/>`,
        width: 360,
        height: 490,
        focus: [0, -300],
      };
    }
    case 'fish-chest': {
      const coins = [-90, -50, -10, 30, 70]
        .map(
          (x, i) =>
            `<ellipse cx="${x}" cy="${-190 - (i % 2) * 14}" rx="22" ry="12" fill="${accent}" stroke="${shade(accent, 0.25)}" stroke-width="3"/>`,
        )
        .join('');
      return {
        body: `<path d="M-170-190L-150-330Q0-380 150-330L170-190Z" fill="${shade(main, 0.15)}"/>${coins}
<rect x="-180" y="-190" width="360" height="190" rx="12" fill="${main}"/><path d="M-180-130h360M-120-190v190M120-190v190" stroke="${accent}" stroke-width="14"/>
<rect x="-26" y="-150" width="52" height="60" rx="8" fill="${accent}"/><circle cx="0" cy="-124" r="8" fill="${shade(main, 0.4)}"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${40 + (i % 2) * 20}" cy="${-380 - i * 40}" r="${10 + i * 3}" fill="none" stroke="#7cc6f2" stroke-width="4"/>`).join('')}`,
        width: 380,
        height: 520,
        focus: [0, -200],
      };
    }
    default: {
      const plant = (x: number, h: number, colour: string) =>
        `<path d="M${x} -40q-40 ${-h * 0.3} 0 ${-h * 0.6}q30 ${-h * 0.2} 0 ${-h * 0.4}M${x} -40q50 ${-h * 0.25} 20 ${-h * 0.55}M${x} -40q-60 ${-h * 0.2} -50 ${-h * 0.45}" stroke="${colour}" stroke-width="22" fill="none" stroke-linecap="round"/><ellipse cx="${x}" cy="-24" rx="56" ry="24" fill="#6c757d"/>`;
      return {
        body: `${plant(-130, 300, accent)}${plant(130, 360, shade(main, 0.2))}${plant(0, 460, main)}`,
        width: 420,
        height: 470,
        focus: [0, -300],
      };
    }
  }
}

function drawProduct(subject: Subject, back = false): Drawing {
  const kind = subject.product.art;
  switch (kind) {
    case 'kibble-bag':
    case 'seed-bag':
      return bag(subject, back);
    case 'wet-cans':
      return cans(subject);
    case 'pouch':
      return pouch(subject, back);
    case 'food-tub':
      return tub(subject, back);
    case 'dog-crate':
      return dogCrate(subject);
    case 'pet-carrier':
      return petCarrier(subject);
    case 'bird-cage':
    case 'bird-cage-square':
    case 'flight-cage':
    case 'travel-cage':
      return birdCage(subject, kind);
    case 'aquarium':
    case 'aquarium-cabinet':
    case 'fish-bowl':
      return aquarium(subject, kind);
    case 'litter-tray':
    case 'litter-hooded':
    case 'litter-top-entry':
      return litterBox(subject, kind);
    case 'cat-tree':
    case 'scratch-post':
    case 'scratch-lounge':
      return scratcher(subject, kind);
    case 'collar-leather':
    case 'collar-nylon':
    case 'collar-reflective':
    case 'collar-tag':
    case 'collar-bell':
      return collar(subject, kind);
    default:
      return toy(subject, kind);
  }
}

// ── Scenes ────────────────────────────────────────────────────────────────

function place(
  drawing: Drawing,
  x: number,
  y: number,
  maxWidth: number,
  maxHeight: number,
): string {
  const scale = r1(Math.min(maxWidth / drawing.width, maxHeight / drawing.height, 1.6) * 100) / 100;
  return `<ellipse cx="${x}" cy="${y}" rx="${r1((drawing.width * scale) / 2)}" ry="${r1((drawing.width * scale) / 14)}" fill="#000" opacity=".08"/><g transform="translate(${x} ${y}) scale(${scale})">${drawing.body}</g>`;
}

function food(subject: Subject): string {
  const { product, random, flavour } = subject;
  const pet = product.pets[0]!;
  const pieces: string[] = [];
  // Food is drawn in food colours, only nudged towards the label colour.
  const meat = mix(flavour, '#a0522d', 0.6);
  if (product.art === 'wet-cans') {
    for (let i = 0; i < 16; i++) {
      const angle = random() * Math.PI * 2;
      const distance = Math.sqrt(random()) * 190;
      pieces.push(
        `<rect x="${r1(400 + Math.cos(angle) * distance - 28)}" y="${r1(420 + Math.sin(angle) * distance * 0.8 - 22)}" width="56" height="44" rx="16" fill="${shade(meat, random() * 0.25)}"/>`,
      );
    }
    return `<ellipse cx="400" cy="440" rx="300" ry="250" fill="#d9dde2"/><ellipse cx="400" cy="420" rx="250" ry="200" fill="${mix(meat, '#5a3a22', 0.45)}"/>${pieces.join('')}<ellipse cx="330" cy="340" rx="60" ry="16" fill="#fff" opacity=".25"/>`;
  }
  const seed = pet === 'BIRD';
  const flake = pet === 'FISH';
  const colours = seed
    ? ['#e9c46a', '#d4a373', '#f4d58d', '#6b4f3a', '#e76f51']
    : flake
      ? ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#8ac926']
      : [shade(meat, 0.1), shade(meat, 0.25), mix(meat, '#d4a373', 0.4), '#8d5524'];
  const count = seed ? 70 : flake ? 40 : 38;
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * 220;
    const x = r1(400 + Math.cos(angle) * distance);
    const y = r1(420 + Math.sin(angle) * distance * 0.8);
    const colour = pick(random, colours);
    const rotate = Math.round(random() * 180);
    pieces.push(
      seed
        ? `<ellipse cx="${x}" cy="${y}" rx="16" ry="9" fill="${colour}" transform="rotate(${rotate} ${x} ${y})"/>`
        : flake
          ? `<path d="M${x} ${y}l24-6 6 20-18 12-16-8Z" fill="${colour}" transform="rotate(${rotate} ${x} ${y})"/>`
          : pet === 'CAT'
            ? `<path d="M${x} ${r1(y - 22)}l22 34h-44Z" fill="${colour}" transform="rotate(${rotate} ${x} ${y})"/>`
            : `<ellipse cx="${x}" cy="${y}" rx="26" ry="21" fill="${colour}"/><circle cx="${r1(x - 7)}" cy="${r1(y - 7)}" r="6" fill="#fff" opacity=".25"/>`,
    );
  }
  const bowl = flake
    ? `<circle cx="400" cy="420" r="300" fill="#7cc6f2"/><circle cx="400" cy="420" r="300" fill="none" stroke="#fff" stroke-width="10" opacity=".5"/>`
    : `<ellipse cx="400" cy="440" rx="320" ry="270" fill="#c9ced6"/><ellipse cx="400" cy="420" rx="280" ry="230" fill="${tint(subject.palette.main, 0.75)}"/>`;
  return `${bowl}${pieces.join('')}`;
}

function inUse(subject: Subject, drawing: Drawing): string {
  const { product, random } = subject;
  const pet =
    product.pets[product.pets.length > 1 ? Math.floor(random() * product.pets.length) : 0]!;
  const kind = product.art;
  if (kind.startsWith('collar')) {
    return `<g transform="translate(400 760) scale(2.3)">${petFor(pet, random, product.colours?.[0])}</g>`;
  }
  if (pet === 'FISH') {
    const water = `<rect x="60" y="120" width="680" height="560" rx="16" fill="#7cc6f2"/><rect x="60" y="120" width="680" height="60" rx="16" fill="#b6e3ff"/><path d="M60 640Q400 600 740 640V680H60Z" fill="#e9c46a"/>`;
    const fishes = [0, 1, 2]
      .map(
        (i) =>
          `<g transform="translate(${180 + i * 180} ${i === 1 ? 240 : 330}) scale(${i === 1 ? -0.8 : 0.8} 0.8)">${fish(pick(random, FISH_COLOURS))}</g>`,
      )
      .join('');
    if (kind === 'food-tub') {
      const flakes = Array.from(
        { length: 12 },
        (_, i) =>
          `<rect x="${r1(300 + random() * 200)}" y="${r1(180 + random() * 200)}" width="14" height="10" rx="3" fill="${['#e63946', '#f4a261', '#8ac926'][i % 3]}"/>`,
      ).join('');
      return `${water}${flakes}${fishes}${place(drawing, 620, 700, 200, 240)}`;
    }
    if (kind === 'aquarium' || kind === 'aquarium-cabinet' || kind === 'fish-bowl') {
      return night(drawing);
    }
    return `${water}${place(drawing, 400, 660, 420, 400)}${fishes}`;
  }
  if (
    pet === 'BIRD' &&
    (kind === 'bird-cage' ||
      kind === 'bird-cage-square' ||
      kind === 'flight-cage' ||
      kind === 'travel-cage')
  ) {
    const [fx, fy] = drawing.focus;
    const scale = Math.min(600 / drawing.width, 620 / drawing.height);
    return `${place(drawing, 400, 740, 600, 620)}<g transform="translate(${r1(400 + fx * scale)} ${r1(740 + (fy + 40) * scale)}) scale(${r1(scale * 0.5 * 100) / 100})">${bird(pick(random, BIRD_COATS))}</g>`;
  }
  const petArt = petFor(pet, random);
  const bowl =
    PACKAGED[kind] !== undefined && pet !== 'BIRD'
      ? `<ellipse cx="420" cy="690" rx="110" ry="24" fill="#adb5bd"/><path d="M310 650H530L510 700H330Z" fill="${subject.palette.main}"/><ellipse cx="420" cy="650" rx="110" ry="20" fill="${shade(subject.flavour, 0.35)}"/>`
      : '';
  return `<rect y="600" width="800" height="200" fill="#000" opacity=".05"/>${bowl}<g transform="translate(${pet === 'BIRD' ? 210 : 200} 700) scale(${pet === 'BIRD' ? 1.5 : 1.45})">${petArt}</g>${place(drawing, 590, 700, 300, 440)}`;
}

function room(subject: Subject, drawing: Drawing): string {
  const wall = tint(
    subject.palette.accent === '#ffffff' ? subject.palette.main : subject.palette.accent,
    0.7,
  );
  const skyline = `<path d="M140 330V290h20v-40h16v40h14v-90l8-30 8 30v90h16v-60h24v60h18v40Z" fill="#fff" opacity=".8"/>`;
  return `<rect width="800" height="800" fill="${wall}"/><rect x="80" y="120" width="240" height="210" rx="10" fill="#bde0fe"/>${skyline}<circle cx="270" cy="170" r="22" fill="#ffd166"/>
<path d="M200 120v210M80 225h240" stroke="#fff" stroke-width="10"/><rect x="80" y="120" width="240" height="210" rx="10" fill="none" stroke="#fff" stroke-width="12"/>
<rect y="600" width="800" height="200" fill="#d4a373"/><path d="M0 640H800M0 700H800M0 760H800" stroke="#c08552" stroke-width="3"/>
<path d="M690 600l-20-110h80l-20 110Z" fill="#e76f51"/><path d="M710 490q-50-70-10-150M710 490q40-80 70-110M710 490q-10-90 30-160" stroke="#2d6a4f" stroke-width="18" fill="none" stroke-linecap="round"/>
${place(drawing, 400, 690, 460, 520)}`;
}

/** An aquarium glowing in a dark living room: the light at night is half the appeal. */
function night(drawing: Drawing): string {
  const stars = [
    [120, 160],
    [210, 140],
    [260, 210],
    [150, 260],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#fff"/>`)
    .join('');
  return `<rect width="800" height="800" fill="#1d2d44"/><rect x="80" y="110" width="240" height="200" rx="10" fill="#0d1b2a"/>${stars}<circle cx="270" cy="160" r="26" fill="#f1faee"/><circle cx="282" cy="152" r="24" fill="#0d1b2a"/>
<rect y="600" width="800" height="200" fill="#3e2c23"/><circle cx="400" cy="470" r="330" fill="#4fc3f7" opacity=".12"/><circle cx="400" cy="470" r="230" fill="#4fc3f7" opacity=".12"/>
${place(drawing, 400, 690, 500, 520)}`;
}

function detail(drawing: Drawing, thumbnail: string): string {
  const [fx, fy] = drawing.focus;
  const scale = Math.min(1100 / Math.max(drawing.width, drawing.height), 2.4);
  return `<clipPath id="c"><rect x="40" y="40" width="720" height="720" rx="40"/></clipPath>
<g clip-path="url(#c)"><g transform="translate(${r1(400 - fx * scale)} ${r1(400 - fy * scale)}) scale(${r1(scale * 100) / 100})">${drawing.body}</g></g>
<circle cx="650" cy="650" r="110" fill="#fff" stroke="#fff" stroke-width="8"/><g transform="translate(650 650) scale(.25) translate(-400 -400)">${thumbnail}</g>`;
}

function svg(title: string, background: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" font-family="${FONT}"><title>${escapeXml(title)}</title><rect width="800" height="800" fill="${background}"/>${body}</svg>\n`;
}

const VIEW_TITLES: Record<View, string> = {
  front: '',
  'in-use': ' in use',
  back: ': label and feeding guide',
  food: ': close-up of the food',
  room: ' at home',
  detail: ': close-up',
};

/** How many different pictures a product of this kind can have. */
export function viewCount(kind: ArtKind): number {
  return (PACKAGED[kind] ?? OBJECT_VIEWS).length;
}

/** The SVG for picture `index` (0-based) of a demo product. */
export function productArtwork(product: DemoProduct, index: number): string {
  const palette: Palette = BRAND_PALETTES[product.brand] ?? {
    main: product.colours?.[0] ?? '#8d99ae',
    accent: product.colours?.[1] ?? '#edf2f4',
    ink: '#222222',
  };
  const flavourSource = `${product.attributes.Flavour ?? ''} ${product.attributes['Main Ingredient'] ?? ''} ${product.name}`;
  const flavour =
    FLAVOUR_COLOURS.find(([pattern]) => pattern.test(flavourSource))?.[1] ??
    shade(palette.main, 0.2);
  const random = mulberry32(hashString(`${product.sku}-${index}`));
  const subject: Subject = { product, palette, flavour, random };
  const views = PACKAGED[product.art] ?? OBJECT_VIEWS;
  const view = views[index % views.length]!;
  const drawing = drawProduct(subject, view === 'back');
  const soft =
    luminance(palette.main) > 0.8 ? tint(palette.accent, 0.72) : tint(palette.main, 0.86);
  const glow = `<circle cx="400" cy="380" r="300" fill="#fff" opacity=".45"/>`;
  const front = `${glow}${place(drawing, 400, 690, 560, 580)}`;
  let body: string;
  switch (view) {
    case 'front':
    case 'back':
      body = front;
      break;
    case 'in-use':
      body = inUse(subject, drawing);
      break;
    case 'food':
      body = `${food(subject)}${place(drawing, 660, 760, 200, 250)}`;
      break;
    case 'room':
      body = room(subject, drawing);
      break;
    case 'detail':
      body = detail(drawing, `<rect width="800" height="800" fill="${soft}"/>${front}`);
      break;
  }
  return svg(
    `${product.name}${VIEW_TITLES[view]}`,
    view === 'in-use' ? tint(palette.accent, 0.6) : soft,
    body,
  );
}
