import type { NewProduct } from '../../core/domain/product';

// A manufacturer's catalogue at scale, for trying the shop with 100,000 parts and for `npm run bench`:
// families of parts in their sizes, materials and packs, named and numbered as a trade catalogue
// names them. The same count and seed always make the same catalogue.

interface Family {
  code: string;
  /** Where its parts are listed: a top category and one under it. */
  category: readonly [string, string];
  name: string;
  /** Each dimension's choices: every combination is a part of its own, named by its choices. */
  dimensions: readonly (readonly string[])[];
  /** Whole dollars: the first part's price, and what each step along the first dimension (its size) adds. */
  price: readonly [from: number, step: number];
  /** Sold in boxes: the smallest order. */
  min: number;
  image: string;
  describe: (choices: readonly string[]) => string;
}

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const diameters = ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M14', 'M16', 'M20', 'M24', 'M30'];
const lengths = range(10, 300, 5).map((l) => `${l} mm`);
const steels = ['zinc-plated steel', 'stainless A2', 'stainless A4', 'grade 8.8 black', 'grade 10.9', 'hot-dip galvanised'];
const boxes = ['box of 25', 'box of 100', 'box of 250'];
const threads = ['coarse thread', 'fine thread'];
const drillSizes = range(10, 130, 5).map((d) => `${(d / 10).toFixed(1)} mm`);

const families: readonly Family[] = [
  { code: 'HXB', category: ['Fixings', 'Bolts'], name: 'Hex Head Bolt', dimensions: [diameters, lengths, steels, threads, boxes], price: [6, 1], min: 1, image: 'hex-bolts', describe: ([d, l, m, t, b]) => `Hexagon head bolt ${d} x ${l}, ${m}, ${t}, part-threaded to DIN 931; ${b}.` },
  { code: 'HXS', category: ['Fixings', 'Screws'], name: 'Hex Head Screw', dimensions: [diameters, lengths, steels, threads, boxes], price: [5, 1], min: 1, image: 'hex-bolts', describe: ([d, l, m, t, b]) => `Fully threaded hexagon head screw ${d} x ${l}, ${m}, ${t}, to DIN 933; ${b}.` },
  { code: 'SCS', category: ['Fixings', 'Screws'], name: 'Socket Cap Screw', dimensions: [diameters, lengths, steels.slice(0, 5), threads, boxes], price: [7, 1], min: 1, image: 'hex-bolts', describe: ([d, l, m, t, b]) => `Hexagon socket cap screw ${d} x ${l}, ${m}, ${t}, to ISO 4762; ${b}.` },
  { code: 'CRB', category: ['Fixings', 'Bolts'], name: 'Carriage Bolt', dimensions: [diameters.slice(2, 10), lengths, steels.slice(0, 4), boxes], price: [6, 1], min: 1, image: 'hex-bolts', describe: ([d, l, m, b]) => `Cup square carriage bolt ${d} x ${l}, ${m}, for timber joints; ${b}.` },
  { code: 'CSK', category: ['Fixings', 'Screws'], name: 'Countersunk Machine Screw', dimensions: [diameters.slice(0, 8), lengths.slice(0, 30), steels.slice(0, 3), ['Pozidriv', 'slotted', 'hex socket'], boxes], price: [4, 1], min: 1, image: 'screwdriver-set', describe: ([d, l, m, drive, b]) => `Countersunk machine screw ${d} x ${l}, ${m}, ${drive} drive; ${b}.` },
  { code: 'WSC', category: ['Fixings', 'Screws'], name: 'Wood Screw', dimensions: [['3.0', '3.5', '4.0', '4.5', '5.0', '6.0'].map((d) => `${d} mm`), lengths.slice(1, 25), ['countersunk', 'pan head', 'yellow zinc', 'stainless', 'for decking'], ['box of 200', 'box of 500', 'box of 1,000']], price: [5, 1], min: 1, image: 'screwdriver-set', describe: ([d, l, kind, b]) => `Wood screw ${d} x ${l}, ${kind}, with a sharp point for timber and sheet materials; ${b}.` },
  { code: 'CCH', category: ['Fixings', 'Screws'], name: 'Coach Screw', dimensions: [diameters.slice(3, 9), lengths.slice(4, 40), ['zinc-plated steel', 'hot-dip galvanised', 'stainless A2'], boxes], price: [8, 1], min: 1, image: 'hex-bolts', describe: ([d, l, m, b]) => `Hexagon coach screw ${d} x ${l}, ${m}, for heavy timber; ${b}.` },
  { code: 'SDX', category: ['Fixings', 'Screws'], name: 'Self-Drilling Screw', dimensions: [['3.5 mm', '4.2 mm', '4.8 mm', '5.5 mm'], lengths.slice(1, 13), ['hex washer head', 'pan head', 'countersunk'], ['zinc-plated steel', 'stainless A2', 'painted'], boxes], price: [5, 1], min: 1, image: 'screwdriver-set', describe: ([d, l, head, m, b]) => `Self-drilling screw ${d} x ${l}, ${head}, ${m}, for steel sheet up to 5 mm; ${b}.` },
  { code: 'SET', category: ['Fixings', 'Screws'], name: 'Set Screw', dimensions: [diameters.slice(0, 8), lengths.slice(0, 20), ['cup point', 'flat point', 'cone point', 'dog point'], boxes], price: [4, 1], min: 1, image: 'hex-bolts', describe: ([d, l, point, b]) => `Hexagon socket set screw ${d} x ${l}, ${point}, grade 45H; ${b}.` },
  { code: 'STD', category: ['Fixings', 'Studs and rods'], name: 'Stud Bolt', dimensions: [diameters.slice(2, 10), lengths.slice(2, 32), steels.slice(0, 4), boxes], price: [7, 1], min: 1, image: 'hex-bolts', describe: ([d, l, m, b]) => `Double-ended stud bolt ${d} x ${l}, ${m}; ${b}.` },
  { code: 'DWL', category: ['Fixings', 'Pins'], name: 'Dowel Pin', dimensions: [['3 mm', '4 mm', '5 mm', '6 mm', '8 mm', '10 mm'], lengths.slice(0, 15), ['hardened steel', 'stainless'], boxes], price: [4, 1], min: 1, image: 'hex-bolts', describe: ([d, l, m, b]) => `Parallel dowel pin ${d} x ${l}, ${m}, to ISO 8734; ${b}.` },
  { code: 'TRD', category: ['Fixings', 'Studs and rods'], name: 'Threaded Rod', dimensions: [diameters, ['1 m', '2 m', '3 m'], steels], price: [4, 2], min: 1, image: 'hex-bolts', describe: ([d, l, m]) => `Threaded rod ${d}, ${l} long, ${m}, to DIN 976.` },
  { code: 'NUT', category: ['Fixings', 'Nuts and washers'], name: 'Hex Nut', dimensions: [diameters, steels, ['plain', 'nylon insert', 'flange', 'dome', 'thin'], threads, boxes], price: [3, 1], min: 2, image: 'hex-bolts', describe: ([d, m, kind, t, b]) => `Hexagon nut ${d}, ${m}, ${kind}, ${t}; ${b}.` },
  { code: 'WSH', category: ['Fixings', 'Nuts and washers'], name: 'Washer', dimensions: [diameters, steels, ['flat', 'penny', 'spring', 'serrated', 'square'], boxes], price: [2, 1], min: 2, image: 'hex-bolts', describe: ([d, m, kind, b]) => `${kind} washer for ${d} bolts, ${m}; ${b}.` },
  { code: 'ANC', category: ['Fixings', 'Anchors and rivets'], name: 'Façade Anchor', dimensions: [['8 mm', '10 mm', '14 mm'], range(60, 240, 20).map((l) => `${l} mm`), ['nylon', 'zinc-plated steel', 'stainless'], ['box of 25', 'box of 50']], price: [12, 2], min: 1, image: 'hex-bolts', describe: ([d, l, m, b]) => `Frame fixing ${d} x ${l}, ${m}, for façades, window frames and battens in brick or concrete; ${b}.` },
  { code: 'RIV', category: ['Fixings', 'Anchors and rivets'], name: 'Blind Rivet', dimensions: [['3.2 mm', '4.0 mm', '4.8 mm', '6.4 mm'], range(6, 30, 2).map((g) => `${g} mm`), ['aluminium', 'steel', 'stainless', 'copper'], ['box of 250', 'box of 1,000']], price: [6, 1], min: 1, image: 'hex-bolts', describe: ([d, g, m, b]) => `Blind rivet ${d} x ${g}, ${m}, dome head; ${b}.` },
  { code: 'HSS', category: ['Accessories', 'Drill bits'], name: 'HSS Drill Bit', dimensions: [drillSizes, ['ground', 'cobalt', 'titanium-coated', 'stub length', 'long series'], ['single', 'pack of 5', 'pack of 10']], price: [3, 1], min: 1, image: 'hammer-drill', describe: ([s, v, p]) => `High-speed steel twist drill ${s}, ${v}, for steel, cast iron and non-ferrous metals; ${p}.` },
  { code: 'SDS', category: ['Accessories', 'Drill bits'], name: 'SDS Plus Masonry Drill Bit', dimensions: [drillSizes.slice(6), ['110 mm', '160 mm', '210 mm', '260 mm', '450 mm']], price: [5, 1], min: 1, image: 'hammer-drill', describe: ([s, l]) => `Carbide-tipped SDS Plus bit ${s}, ${l} long, for concrete, brick and stone.` },
  { code: 'HLS', category: ['Accessories', 'Hole saws'], name: 'Hole Saw', dimensions: [range(16, 152, 4).map((d) => `${d} mm`), ['bi-metal', 'carbide-tipped', 'diamond']], price: [9, 1], min: 1, image: 'circular-saw', describe: ([d, kind]) => `${kind} hole saw ${d}, for wood, metal and plastics.` },
  { code: 'BLD', category: ['Accessories', 'Saw blades'], name: 'Circular Saw Blade', dimensions: [['165 mm', '185 mm', '190 mm', '216 mm', '235 mm', '254 mm', '305 mm'], ['24 teeth', '40 teeth', '48 teeth', '60 teeth', '80 teeth'], ['for timber', 'for laminate', 'for aluminium']], price: [19, 6], min: 1, image: 'circular-saw', describe: ([d, t, use]) => `Tungsten carbide tipped blade ${d}, ${t}, ${use}.` },
  { code: 'DSC', category: ['Accessories', 'Cutting discs'], name: 'Cutting Disc', dimensions: [['115 mm', '125 mm', '230 mm'], ['1.0 mm', '1.6 mm', '3.0 mm'], ['for steel', 'for stainless', 'for stone'], ['single', 'pack of 10', 'pack of 25']], price: [2, 1], min: 5, image: 'angle-grinder', describe: ([d, t, use, p]) => `Cutting disc ${d} x ${t}, ${use}; ${p}.` },
  { code: 'DRL', category: ['Power tools', 'Drills'], name: 'Cordless Hammer Drill', dimensions: [['12V', '18V', '18V brushless', '36V'], ['body only', 'with one battery', 'with two batteries', 'in a case']], price: [99, 40], min: 1, image: 'hammer-drill', describe: ([s, v]) => `${s} hammer drill driver, ${v}, two speeds, 13 mm metal chuck, for masonry, wood and steel.` },
  { code: 'GRD', category: ['Power tools', 'Grinders'], name: 'Angle Grinder', dimensions: [['115 mm', '125 mm', '150 mm', '230 mm'], ['corded', '18V cordless', 'slim body', 'with paddle switch']], price: [79, 30], min: 1, image: 'angle-grinder', describe: ([s, v]) => `${s} angle grinder, ${v}, for cutting and grinding steel and stone.` },
  { code: 'CSW', category: ['Power tools', 'Saws'], name: 'Circular Saw', dimensions: [['165 mm', '185 mm', '190 mm', '235 mm'], ['corded', '18V cordless', 'with rail', 'plunge']], price: [119, 40], min: 1, image: 'circular-saw', describe: ([s, v]) => `${s} circular saw, ${v}, for ripping and cross-cutting timber and board.` },
  { code: 'HSW', category: ['Hand tools', 'Saws'], name: 'Hand Saw', dimensions: [['350 mm', '400 mm', '500 mm', '550 mm', '600 mm'], ['fine cut', 'general purpose', 'hardpoint', 'for plasterboard']], price: [14, 3], min: 1, image: 'hand-saw', describe: ([s, v]) => `${s} hand saw, ${v}, with induction-hardened teeth and a soft grip.` },
  { code: 'HMR', category: ['Hand tools', 'Hammers'], name: 'Claw Hammer', dimensions: [['12 oz', '16 oz', '20 oz', '22 oz'], ['fibreglass shaft', 'steel shaft', 'hickory shaft', 'anti-vibration']], price: [16, 4], min: 1, image: 'claw-hammer', describe: ([s, v]) => `${s} claw hammer, ${v}, with a forged steel head.` },
  { code: 'ADJ', category: ['Hand tools', 'Spanners and sockets'], name: 'Adjustable Wrench', dimensions: [['150 mm', '200 mm', '250 mm', '300 mm', '375 mm'], ['chrome vanadium', 'wide jaw', 'insulated', 'phosphate finish']], price: [18, 5], min: 1, image: 'adjustable-wrench', describe: ([s, v]) => `${s} adjustable wrench, ${v}, with a laser-etched scale.` },
  { code: 'CWR', category: ['Hand tools', 'Spanners and sockets'], name: 'Combination Spanner', dimensions: [range(6, 32).map((s) => `${s} mm`), ['chrome vanadium', 'ratcheting', 'long pattern', 'stubby']], price: [6, 1], min: 1, image: 'wrench-set', describe: ([s, v]) => `${s} combination spanner, ${v}, with a 15 degree offset ring.` },
  { code: 'SKT', category: ['Hand tools', 'Spanners and sockets'], name: 'Socket', dimensions: [range(6, 36).map((s) => `${s} mm`), ['1/4 in drive', '3/8 in drive', '1/2 in drive'], ['standard', 'deep', 'impact']], price: [4, 1], min: 1, image: 'wrench-set', describe: ([s, d, v]) => `${s} ${v} socket, ${d}, six-point, chrome vanadium.` },
  { code: 'PLR', category: ['Hand tools', 'Pliers'], name: 'Locking Pliers', dimensions: [['125 mm', '175 mm', '250 mm', '300 mm'], ['curved jaw', 'straight jaw', 'long nose', 'C-clamp']], price: [12, 4], min: 1, image: 'locking-pliers', describe: ([s, v]) => `${s} locking pliers, ${v}, with a quick-release lever.` },
  { code: 'SDR', category: ['Hand tools', 'Screwdrivers'], name: 'Screwdriver', dimensions: [['PH0', 'PH1', 'PH2', 'PH3', 'PZ1', 'PZ2', 'PZ3', 'SL 4', 'SL 5.5', 'SL 8', 'TX20', 'TX25', 'TX30'], ['100 mm', '150 mm', 'stubby', 'insulated 1000 V']], price: [5, 1], min: 1, image: 'screwdriver-set', describe: ([s, v]) => `${s} screwdriver, ${v}, with a chrome-vanadium blade and a two-part grip.` },
  { code: 'LVL', category: ['Measuring', 'Levels'], name: 'Spirit Level', dimensions: [['300 mm', '600 mm', '900 mm', '1200 mm', '1800 mm'], ['box section', 'I-beam', 'magnetic', 'with plumb vial']], price: [15, 8], min: 1, image: 'spirit-level', describe: ([s, v]) => `${s} spirit level, ${v}, aluminium frame, accurate to 0.5 mm/m.` },
  { code: 'TPM', category: ['Measuring', 'Tape measures'], name: 'Tape Measure', dimensions: [['3 m', '5 m', '8 m', '10 m'], ['19 mm blade', '25 mm blade', 'magnetic hook', 'metric and imperial']], price: [7, 3], min: 1, image: 'tape-measure', describe: ([s, v]) => `${s} tape measure, ${v}, with a nylon-coated blade.` },
];

/** Every part of a family, in order: each combination of its dimensions' choices. */
function* partsOf(family: Family): Generator<{ choices: string[]; size: number }> {
  const counts = family.dimensions.map((d) => d.length);
  const total = counts.reduce((a, b) => a * b, 1);
  for (let n = 0; n < total; n++) {
    let rest = n;
    const indexes = counts.map(() => 0);
    for (let d = counts.length - 1; d >= 0; d--) {
      indexes[d] = rest % counts[d];
      rest = Math.floor(rest / counts[d]);
    }
    yield { choices: indexes.map((i, d) => family.dimensions[d][i]), size: indexes[0] };
  }
}

/** A small, fast generator of numbers in [0, 1): the same seed, the same catalogue. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A part of the large catalogue, with the names of the categories it is listed under (top first). */
export type LargePart = NewProduct & { partNumber: string; categoryPath: readonly [string, string] };

export interface LargeCatalogueOptions {
  /** Where the parts' numbers start (HT-HXB-000001, ...): a second catalogue added to a first continues its numbers. */
  firstSerial?: number;
  seed?: number;
  /** For measuring orders: every part orderable one at a time and never short (min 1, max 100, stock 100,000,000). */
  orderable?: boolean;
}

/**
 * `count` parts of the manufacturer's families, each family in turn until it has no part left: many
 * fixings in their sizes, materials and boxes, a few of each power tool, each part numbered once.
 */
export function* largeCatalogue(count: number, { firstSerial = 1, seed = 1, orderable = false }: LargeCatalogueOptions = {}): Generator<LargePart> {
  const random = randomFrom(seed);
  const left = families.map((family) => ({ family, parts: partsOf(family) }));
  let n = 0;
  // Each round takes one part of every family that has one left; a catalogue larger than all of them stops there.
  while (n < count && left.length > 0) {
    for (let f = 0; f < left.length && n < count; f++) {
      const next = left[f].parts.next();
      if (next.done) {
        left.splice(f--, 1);
        continue;
      }
      const { family } = left[f];
      const { choices, size } = next.value;
      const price = family.price[0] + family.price[1] * size + Math.floor(random() * 5);
      // About one part in twelve is out of stock; the rest hold from a few to thousands.
      const stock = orderable ? 100_000_000 : random() < 0.08 ? 0 : Math.floor(random() ** 2 * 5000) + family.min;
      yield {
        partNumber: `HT-${family.code}-${String(firstSerial + n).padStart(6, '0')}`,
        name: `${family.name} ${choices.join(', ')}`,
        description: family.describe(choices),
        price,
        min: orderable ? 1 : family.min,
        max: orderable ? 100 : Math.max(family.min, Math.min(10_000, Math.floor(999_999 / price))),
        image: `/catalogue/${family.image}.svg`,
        stock,
        categoryPath: family.category,
      };
      n++;
    }
  }
}
