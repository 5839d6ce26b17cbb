import type { NewProduct, Product } from '../../core/domain/product';
import type { CategoryRepository } from '../../core/ports/driven/category-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import { categoryPaths } from './category-paths';

const image = (slug: string) => `/catalogue/${slug}.svg`;

type SeedProduct = NewProduct & Pick<Product, 'partNumber'>;

/** The manufacturer's own range: what a fresh shop opens with; the fast movers have volume prices, and some are sold in packs. */
export const seedProducts: (SeedProduct & Pick<Product, 'packSize' | 'priceBreaks'>)[] = ([
  {
    name: 'Cordless Hammer Drill 18V',
    partNumber: 'HT-DRL-18V',
    description:
      'Brushless 18V hammer drill with a 13 mm all-metal chuck, two speeds and 21 torque settings. Drills 13 mm into masonry and 38 mm into hardwood. Sold without battery.',
    price: 189,
    min: 1,
    max: 20,
    image: image('hammer-drill'),
    stock: 140,
  },
  {
    name: 'Circular Saw 185 mm',
    partNumber: 'HT-CSW-185',
    description:
      '1,400 W circular saw with a 185 mm carbide blade, 65 mm cutting depth at 90° and bevel cuts to 56°. Cast magnesium base and a port for dust extraction.',
    price: 149,
    min: 1,
    max: 15,
    image: image('circular-saw'),
    stock: 9,
  },
  {
    name: 'Combination Wrench Set, 12 pcs',
    partNumber: 'HT-WCS-12',
    description:
      'Chrome-vanadium combination wrenches from 8 to 19 mm with a 15° offset box end and a slim open end. Delivered in a roll-up canvas pouch.',
    price: 64,
    min: 2,
    max: 50,
    image: image('wrench-set'),
    stock: 600,
  },
  {
    name: 'Angle Grinder 125 mm',
    partNumber: 'HT-AGR-125',
    description:
      '1,200 W angle grinder for 125 mm discs with soft start, restart protection and a tool-free guard. Side handle fits left or right.',
    price: 99,
    min: 1,
    max: 25,
    image: image('angle-grinder'),
    stock: 85,
  },
  {
    name: 'Claw Hammer 16 oz',
    partNumber: 'HT-HMR-16',
    description:
      'Forged steel head, ground and polished striking face, and a fibreglass handle with an anti-vibration grip. Curved claw for pulling nails.',
    price: 24,
    min: 5,
    max: 200,
    image: image('claw-hammer'),
    stock: 2400,
    priceBreaks: [
      { from: 20, to: 49, price: 22 },
      { from: 50, to: null, price: 20 },
    ],
  },
  {
    name: 'Screwdriver Set, 8 pcs',
    partNumber: 'HT-SDS-8',
    description:
      'Four slotted and four Phillips drivers with hardened magnetic tips and two-component handles. Tips meet ISO 2380 and ISO 8764.',
    price: 29,
    min: 5,
    max: 150,
    image: image('screwdriver-set'),
    stock: 900,
    priceBreaks: [
      { from: 25, to: 99, price: 27 },
      { from: 100, to: null, price: 25 },
    ],
  },
  {
    name: 'Adjustable Wrench 250 mm',
    partNumber: 'HT-ADJ-250',
    description:
      'Drop-forged adjustable wrench opening to 30 mm, with laser-etched scales on both sides and a worm screw that stays put under load.',
    price: 27,
    min: 3,
    max: 120,
    image: image('adjustable-wrench'),
    stock: 480,
  },
  {
    name: 'Hand Saw 500 mm',
    partNumber: 'HT-HSW-500',
    description:
      'Hardpoint hand saw with 7 teeth per inch, triple-ground for fast cuts across and along the grain. Handle with 45° and 90° marking angles.',
    price: 22,
    min: 5,
    max: 100,
    image: image('hand-saw'),
    stock: 700,
  },
  {
    name: 'Locking Pliers 250 mm',
    partNumber: 'HT-LPL-250',
    description:
      'Curved-jaw locking pliers with a quick-release lever and a hardened adjusting screw. Grip round, square and hex stock up to 45 mm.',
    price: 19,
    min: 5,
    max: 150,
    image: image('locking-pliers'),
    stock: 1500,
  },
  {
    name: 'Tape Measure 8 m',
    partNumber: 'HT-TPM-8M',
    description:
      '8 m by 25 mm steel blade with a nylon coating, a 3 m standout and a true-zero hook. Rubber-armoured case survives a fall from two metres.',
    price: 16,
    min: 10,
    max: 300,
    image: image('tape-measure'),
    stock: 3000,
    // Shipped in display boxes of ten.
    packSize: 10,
    priceBreaks: [
      { from: 50, to: 99, price: 15 },
      { from: 100, to: null, price: 14 },
    ],
  },
  {
    name: 'Hex Bolts M10 x 50, box of 100',
    partNumber: 'HT-HXB-M10-50',
    description:
      'Zinc-plated hex bolts, property class 8.8, to ISO 4017, fully threaded. Matched nuts and washers are sold separately.',
    price: 21,
    min: 10,
    max: 500,
    image: image('hex-bolts'),
    stock: 12000,
    // Boxes go out by the carton of ten.
    packSize: 10,
    priceBreaks: [
      { from: 50, to: 199, price: 19 },
      { from: 200, to: null, price: 17 },
    ],
  },
  {
    name: 'Spirit Level 600 mm',
    partNumber: 'HT-SPL-600',
    description:
      'Aluminium box-section level with three shock-mounted vials accurate to 0.5 mm/m and a milled measuring face. Rubber end caps.',
    price: 34,
    min: 2,
    max: 80,
    image: image('spirit-level'),
    stock: 320,
  },
] satisfies SeedProduct[]).map((product) => ({ packSize: 1, priceBreaks: [], ...product }));

/** The category each seeded product is listed under, by part number, as a path of names (top first). */
export const seedCategoryPaths: Record<string, readonly string[]> = {
  'HT-DRL-18V': ['Power tools', 'Drills'],
  'HT-CSW-185': ['Power tools', 'Saws'],
  'HT-WCS-12': ['Hand tools', 'Spanners and sockets'],
  'HT-AGR-125': ['Power tools', 'Grinders'],
  'HT-HMR-16': ['Hand tools', 'Hammers'],
  'HT-SDS-8': ['Hand tools', 'Screwdrivers'],
  'HT-ADJ-250': ['Hand tools', 'Spanners and sockets'],
  'HT-HSW-500': ['Hand tools', 'Saws'],
  'HT-LPL-250': ['Hand tools', 'Pliers'],
  'HT-TPM-8M': ['Measuring', 'Tape measures'],
  'HT-HXB-M10-50': ['Fixings', 'Bolts'],
  'HT-SPL-600': ['Measuring', 'Levels'],
};

/** Writes the seeded range, each product under its category, making the categories missing. */
async function insertSeedProducts(products: ProductRepository, categories: CategoryRepository) {
  const categoryAt = await categoryPaths(categories);
  for (const product of seedProducts) await products.insert({ ...product, categoryId: await categoryAt(seedCategoryPaths[product.partNumber]) });
}

/** Fills an empty catalogue; leaves one that has products alone. */
export async function seedCatalogueIfEmpty(products: ProductRepository, categories: CategoryRepository) {
  if ((await products.count()) > 0) return false;
  await insertSeedProducts(products, categories);
  return true;
}

/** Puts the catalogue back to the seeded range; the categories stay, and those missing are made. Orders keep their product name and price. */
export async function resetCatalogue(products: ProductRepository, categories: CategoryRepository) {
  await products.deleteAll();
  await insertSeedProducts(products, categories);
}
