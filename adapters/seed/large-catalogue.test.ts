import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newProductSchema } from '../../core/domain/product';
import { largeCatalogue } from './large-catalogue';

describe('a catalogue at scale', () => {
  const parts = [...largeCatalogue(20_000)];

  it('holds parts an admin could have entered: every field passes the product form', () => {
    for (const part of parts) {
      const checked = v.safeParse(newProductSchema, part);
      expect(checked.issues?.[0]?.message ?? 'valid', part.partNumber).toBe('valid');
    }
  });

  it('numbers each part once, ignoring case, and continues the numbers of a catalogue it is added to', () => {
    expect(new Set(parts.map((p) => p.partNumber.toUpperCase())).size).toBe(parts.length);
    expect(parts[0].partNumber).toMatch(/^HT-[A-Z]{3}-000001$/);
    expect([...largeCatalogue(1, { firstSerial: 20_001 })][0].partNumber).toMatch(/-020001$/);
  });

  it('holds well over 100,000 different parts, each named once', () => {
    const names = new Set<string>();
    let count = 0;
    for (const part of largeCatalogue(150_000)) {
      names.add(part.name);
      count++;
    }
    expect(count).toBeGreaterThan(100_000);
    expect(names.size).toBe(count);
  });

  it('lists each family under a category of five at the top', () => {
    expect(new Set(parts.map((p) => p.categoryPath[0]))).toEqual(new Set(['Fixings', 'Accessories', 'Power tools', 'Hand tools', 'Measuring']));
    expect(parts.find((p) => p.partNumber.startsWith('HT-HXS-'))?.categoryPath).toEqual(['Fixings', 'Screws']);
    expect(parts.find((p) => p.partNumber.startsWith('HT-DRL-'))?.categoryPath).toEqual(['Power tools', 'Drills']);
  });

  it('is the same for the same seed, and another for another', () => {
    expect([...largeCatalogue(50)]).toEqual([...largeCatalogue(50)]);
    expect([...largeCatalogue(50, { seed: 2 })]).not.toEqual([...largeCatalogue(50)]);
  });

  it('has parts out of stock, parts in boxes and every family', () => {
    const out = parts.filter((p) => p.stock === 0).length / parts.length;
    expect(out).toBeGreaterThan(0.05);
    expect(out).toBeLessThan(0.12);
    expect(parts.some((p) => p.min > 1)).toBe(true);
    // Every family has parts among the first 20,000: the families take turns.
    expect(new Set(parts.map((p) => p.partNumber.slice(3, 6))).size).toBe(33);
  });

  it('when made for measuring orders, lets any part be ordered one at a time, again and again', () => {
    for (const part of largeCatalogue(500, { orderable: true })) expect(part).toMatchObject({ min: 1, max: 100, stock: 100_000_000 });
  });
});
