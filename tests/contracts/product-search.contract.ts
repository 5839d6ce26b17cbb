import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewProduct } from '../../core/domain/product';
import { productQuery, searchResults, type SearchRequest } from '../../core/domain/search';
import type { Category } from '../../core/domain/category';
import type { CategoryRepository } from '../../core/ports/driven/category-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';

type Part = [partNumber: string, name: string, description: string, price: number, stock: number, category?: string];

/** A small catalogue of a tools and parts maker, in the order it was added. */
const catalogue: Part[] = [
  ['HT-DRL-18V', 'Cordless Hammer Drill 18V', 'Two-speed hammer drill with a brushless motor, for masonry, wood and steel.', 189, 40, 'Drills'],
  ['HT-DRL-12V', 'Compact Drill Driver 12V', 'Light drill driver for cabinet work and small fixings.', 99, 0, 'Drills'],
  ['HT-DRL-18V-K', 'Cordless Hammer Drill 18V Kit', 'The 18V hammer drill with two batteries, a charger and a case.', 229, 12, 'Drills'],
  ['HT-BIT-SDS-10', 'SDS Masonry Drill Bit 10 mm', 'Carbide tip for concrete and brick.', 12, 300, 'Accessories'],
  ['HT-SCR-M8-40', 'Hex Head Screw M8 x 40', 'Zinc-plated steel, box of 100.', 9, 1000, 'Fixings'],
  ['HT-SCR-WD-5', 'Wood Screws 5 x 50', 'Countersunk, for timber and sheet materials.', 14, 500, 'Fixings'],
  ['HT-GRD-125', 'Angle Grinder 125 mm', 'A 1,200 W grinder for cutting and grinding steel.', 129, 25, 'Power tools'],
  ['HT-SAW-CRC-190', 'Circular Saw 190 mm', 'Rips and cross-cuts timber up to 66 mm deep.', 149, 0, 'Power tools'],
  ['HT-WR-ADJ-250', 'Adjustable Wrench 250 mm', 'Chrome vanadium, with a wide jaw.', 24, 80],
  ['HT-ANC-10-100', 'Façade Anchor 10 x 100', 'Frame fixings for façades of brick or concrete.', 19, 200, 'Fixings'],
  ['HT-TRL-800', 'Site Trolley 800 kg', 'Steel platform trolley with puncture-proof wheels.', 640, 3],
  ['HT-CMP-50', 'Air Compressor 50 L', 'Oil-free compressor for nailers and spray guns.', 520, 7],
  ['HT-CHS-20', 'Cold Chisel 20 mm', 'Hardened and tempered, for use with a club hammer.', 16, 60],
];

const asProduct = ([partNumber, name, description, price, stock]: Part, categoryId: string | null): NewProduct => ({
  partNumber,
  categoryId,
  name,
  description,
  price,
  stock,
  min: 1,
  max: 100,
  image: `/catalogue/${partNumber.toLowerCase()}.svg`,
});

const request = (q: string, more: Partial<SearchRequest> = {}): SearchRequest => ({ q, sort: 'relevance', inStock: false, page: 1, ...more });

export interface SearchHarness {
  products: ProductRepository;
  categories: CategoryRepository;
  dispose(): Promise<void>;
}

/**
 * Search cases every ProductRepository answers alike: the queries a buyer types and the results
 * expected first. Where ranks tie by what only one store's scoring can tell (two names that both
 * hold the word), the case names a group whose order is left free.
 */
export function productSearchContract(name: string, open: () => Promise<SearchHarness>) {
  describe(`Product search contract: ${name}`, () => {
    let harness: SearchHarness;
    let products: ProductRepository;
    /** Power tools > Drills, Fixings and Accessories; the rest of the catalogue is in none. */
    const categories = new Map<string, Category>();

    beforeAll(async () => {
      harness = await open();
      products = harness.products;
      await products.deleteAll();
      await harness.categories.deleteAll();
      for (const [name, parent] of [['Power tools', null], ['Drills', 'Power tools'], ['Fixings', null], ['Accessories', null]] as const) {
        const added = await harness.categories.insert({ name, parentId: parent && categories.get(parent)!._id }, () => null);
        if ('saved' in added) categories.set(name, added.saved);
      }
      for (const part of catalogue) await products.insert(asProduct(part, part[5] ? categories.get(part[5])!._id : null));
    });
    afterAll(async () => {
      await products.deleteAll();
      await harness.categories.deleteAll();
      await harness.dispose();
    });

    const search = async (q: string, more: Partial<SearchRequest> = {}) => {
      const asked = request(q, more);
      const all = [...categories.values()];
      return searchResults(asked, await products.search(productQuery(asked, undefined, all)), undefined, all);
    };
    const categoryId = (name: string) => categories.get(name)!._id;
    const partNumbers = async (q: string, more: Partial<SearchRequest> = {}) => (await search(q, more)).items.map((p) => p.partNumber);
    /** The results begin with these groups, in this order; within a group, in any order. */
    const expectRanked = (found: string[], groups: string[][]) => {
      let at = 0;
      for (const group of groups) {
        expect(found.slice(at, at + group.length).sort()).toEqual([...group].sort());
        at += group.length;
      }
    };

    describe('matches a part number', () => {
      it('exactly, ignoring case, spaces and dashes, before the part numbers it begins', async () => {
        expect(await partNumbers('HT-DRL-18V')).toEqual(['HT-DRL-18V', 'HT-DRL-18V-K']);
        expect(await partNumbers('ht drl 18v k')).toEqual(['HT-DRL-18V-K']);
        expect(await partNumbers('htdrl18vk')).toEqual(['HT-DRL-18V-K']);
      });

      it('by its start, in catalogue order', async () => {
        expect(await partNumbers('htdrl18')).toEqual(['HT-DRL-18V', 'HT-DRL-18V-K']);
        expect(await partNumbers('HT-DRL')).toEqual(['HT-DRL-18V', 'HT-DRL-12V', 'HT-DRL-18V-K']);
      });

      it('with a typo in its last characters, as a typo: the nearest part number first', async () => {
        expect((await partNumbers('HT-DRL-18B'))[0]).toBe('HT-DRL-18V');
        expect((await partNumbers('HT-GRD-152'))[0]).toBe('HT-GRD-125');
      });

      it('not by a start of one character, which would match every part', async () => {
        const found = await partNumbers('h');
        expect(found).not.toContain('HT-DRL-18V');
      });
    });

    describe('matches words of names and descriptions', () => {
      it('by their stems: "drills" finds every drill, names before descriptions', async () => {
        expectRanked(await partNumbers('drills'), [['HT-DRL-18V', 'HT-DRL-12V', 'HT-DRL-18V-K', 'HT-BIT-SDS-10']]);
        expectRanked(await partNumbers('screw'), [['HT-SCR-M8-40', 'HT-SCR-WD-5']]);
      });

      it('in descriptions too, after names', async () => {
        expectRanked(await partNumbers('timber'), [['HT-SCR-WD-5', 'HT-SAW-CRC-190']]);
        expectRanked(await partNumbers('steel'), [['HT-DRL-18V', 'HT-SCR-M8-40', 'HT-GRD-125', 'HT-TRL-800']]);
        expectRanked(await partNumbers('hammer'), [['HT-DRL-18V', 'HT-DRL-18V-K'], ['HT-CHS-20']]);
        expectRanked(await partNumbers('brick'), [['HT-BIT-SDS-10', 'HT-ANC-10-100']]);
      });

      it('all of them, leaving out words such as "the" and "for"', async () => {
        expect(await partNumbers('hammer drill kit')).toEqual(['HT-DRL-18V-K']);
        expectRanked(await partNumbers('the drill for masonry'), [['HT-BIT-SDS-10'], ['HT-DRL-18V']]);
      });

      it('without accents on either side', async () => {
        expect(await partNumbers('facade anchor')).toEqual(['HT-ANC-10-100']);
        expect(await partNumbers('FAÇADE')).toEqual(['HT-ANC-10-100']);
      });
    });

    describe('forgives typos in names', () => {
      it('"cordles hamer dril" finds the cordless hammer drills first, and says they are near matches', async () => {
        expectRanked(await partNumbers('cordles hamer dril'), [['HT-DRL-18V', 'HT-DRL-18V-K']]);
        expect((await search('cordles hamer dril')).nearMatches).toBe(true);
        expect((await search('cordless hammer drill')).nearMatches).toBe(false);
        expect((await search('xylophone')).nearMatches).toBe(false);
        expect((await search('')).nearMatches).toBe(false);
        expect(await partNumbers('angel grinder')).toEqual(['HT-GRD-125']);
        expect(await partNumbers('adjustible wrench')).toEqual(['HT-WR-ADJ-250']);
      });

      it('only when nothing matches as typed: a part number shows itself, not its look-alikes', async () => {
        // HT-DRL-12V is one character from HT-DRL-18V, and the 18V drill three words of the kit's four.
        expect(await partNumbers('HT-DRL-18V')).not.toContain('HT-DRL-12V');
        expect(await partNumbers('hammer drill kit')).not.toContain('HT-DRL-18V');
      });

      it('but not so far that any name will do', async () => {
        expect(await partNumbers('xylophone')).toEqual([]);
      });
    });

    describe('reads any text as words', () => {
      it.each([
        ["'; DROP TABLE products; --"],
        ['%_\\'],
        ['(.*)+[a-z]{2,}$^|?'],
        ['!!! ??? ...'],
        ['x'.repeat(1000)],
        ['\u0000\u0007 drill \u001b'],
        ['🔩🔧'],
      ])('%j: an answer, never a failure', async (q) => {
        const results = await search(q);
        expect(results.total).toBeGreaterThanOrEqual(0);
        expect(results.items.length).toBeLessThanOrEqual(results.total);
      });

      it('control characters as spaces', async () => {
        expect(await partNumbers('\u0000\u0007hammer\tdrill kit\u001b')).toEqual(await partNumbers('hammer drill kit'));
      });

      it('an empty query as the whole catalogue, in catalogue order', async () => {
        expect(await partNumbers('')).toEqual(catalogue.map(([partNumber]) => partNumber));
        expect(await partNumbers('   ')).toEqual(catalogue.map(([partNumber]) => partNumber));
      });
    });

    describe('facets', () => {
      it('count the matches in each price band and in stock, each counting what the other facet lets through', async () => {
        const results = await search('drill');
        expect(results.total).toBe(4);
        expect(results.facets.price.map((band) => [band.id, band.count])).toEqual([
          ['under-25', 1],
          ['25-100', 1],
          ['100-500', 2],
          ['500-up', 0],
        ]);
        expect(results.facets.inStock.count).toBe(3);

        const inStock = await search('drill', { inStock: true });
        expect(inStock.items.map((p) => p.partNumber)).not.toContain('HT-DRL-12V');
        expect(inStock.total).toBe(3);
        expect(inStock.facets.price.find((band) => band.id === '25-100')?.count).toBe(0);
        expect(inStock.facets.inStock).toMatchObject({ count: 3, chosen: true });
      });

      it('narrow the results to a price band', async () => {
        const results = await search('', { price: '500-up' });
        expect(results.items.map((p) => p.partNumber)).toEqual(['HT-TRL-800', 'HT-CMP-50']);
        expect(results.total).toBe(2);
        // The band's own facet still counts every band, so that another can be chosen.
        expect(results.facets.price.find((band) => band.id === 'under-25')?.count).toBe(6);
        expect(results.facets.inStock.count).toBe(2);
      });

      it('that match nothing answer an empty page', async () => {
        const results = await search('wrench', { price: '500-up' });
        expect(results).toMatchObject({ items: [], total: 0, pageCount: 0 });
      });
    });

    describe('narrows to a category', () => {
      it('with the products of the categories under it, counting each category with those under it', async () => {
        const inPower = await search('', { category: categoryId('Power tools') });
        expect(inPower.items.map((p) => p.partNumber).sort()).toEqual(['HT-DRL-12V', 'HT-DRL-18V', 'HT-DRL-18V-K', 'HT-GRD-125', 'HT-SAW-CRC-190']);
        expect(inPower.total).toBe(5);
        expect(inPower.facets.category.values).toEqual([{ id: categoryId('Drills'), label: 'Drills', count: 3, chosen: false }]);
        expect(inPower.facets.inStock.count).toBe(3);

        const everything = await search('');
        expect(everything.facets.category.values.map((value) => [value.label, value.count])).toEqual([['Accessories', 1], ['Fixings', 3], ['Power tools', 5]]);
      });

      it('with a query, a facet and a sort together', async () => {
        expect(await partNumbers('drill', { category: categoryId('Drills'), sort: 'price-high' })).toEqual(['HT-DRL-18V-K', 'HT-DRL-18V', 'HT-DRL-12V']);
        expect((await partNumbers('drill', { category: categoryId('Drills'), inStock: true, price: '100-500' })).sort()).toEqual(['HT-DRL-18V', 'HT-DRL-18V-K']);
        expect(await partNumbers('fixings', { category: categoryId('Fixings') })).toEqual(['HT-ANC-10-100']);
      });

      it('to nothing for a category that is not there', async () => {
        const results = await search('drill', { category: '00000000-0000-4000-8000-000000000000' });
        expect(results).toMatchObject({ items: [], total: 0 });
      });
    });

    describe('sorts', () => {
      it('by price, either way, and by name', async () => {
        expect(await partNumbers('drill', { sort: 'price-low' })).toEqual(['HT-BIT-SDS-10', 'HT-DRL-12V', 'HT-DRL-18V', 'HT-DRL-18V-K']);
        expect(await partNumbers('drill', { sort: 'price-high' })).toEqual(['HT-DRL-18V-K', 'HT-DRL-18V', 'HT-DRL-12V', 'HT-BIT-SDS-10']);
        expect((await partNumbers('', { sort: 'name' })).slice(0, 4)).toEqual(['HT-WR-ADJ-250', 'HT-CMP-50', 'HT-GRD-125', 'HT-SAW-CRC-190']);
      });

      it('by name without regard to accents or case', async () => {
        const names = (await search('', { sort: 'name' })).items.map((p) => p.name);
        expect(names.indexOf('Façade Anchor 10 x 100')).toBe(names.indexOf('Compact Drill Driver 12V') + 3);
      });
    });

    it('pages the results', async () => {
      const query = productQuery(request(''), 5);
      const pages = await Promise.all([0, 5, 10].map((offset) => products.search({ ...query, offset })));
      expect(pages.map((page) => page.hits.length)).toEqual([5, 5, 3]);
      expect(pages.flatMap((page) => page.hits.map((p) => p.partNumber))).toEqual(catalogue.map(([partNumber]) => partNumber));
      expect(pages[0].hits[0]).toMatchObject({ name: 'Cordless Hammer Drill 18V', price: 189, stock: 40, min: 1, max: 100, customerCount: 0 });
    });

    it('suggests the best names and part numbers for the search box', async () => {
      const query = productQuery(request('htdrl'));
      expect(await products.suggest(query, 2)).toEqual([
        { _id: expect.any(String), name: 'Cordless Hammer Drill 18V', partNumber: 'HT-DRL-18V' },
        { _id: expect.any(String), name: 'Compact Drill Driver 12V', partNumber: 'HT-DRL-12V' },
      ]);
      expect((await products.suggest(productQuery(request('angle grindr')), 6)).map((s) => s.partNumber)).toEqual(['HT-GRD-125']);
      expect(await products.suggest(productQuery(request('')), 6)).toEqual([]);
    });
  });
}
