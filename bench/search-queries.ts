import type { NewProduct } from '../core/domain/product';
import { priceBandIds } from '../core/domain/search';

type Part = NewProduct & { partNumber: string };

/** Drops the letter in the middle of the longest word: a typo a hurried buyer makes. */
function withTypo(words: string[]) {
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const at = Math.floor(longest.length / 2);
  return words.map((word) => (word === longest ? word.slice(0, at) + word.slice(at + 1) : word)).join(' ');
}

const asQuery = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * The bench's searches, each a query string of its own, made from the catalogue: the start of a part
 * number (its last digit left off, as typed so far, with and without dashes), a name's first words
 * with a typo, and two words of a name with a price band.
 */
export function searchQueries(parts: readonly Part[]): Record<'search-part' | 'search-typo' | 'search-words', string[]> {
  const part = parts.flatMap((p) => [asQuery({ q: p.partNumber.slice(0, -1) }), asQuery({ q: p.partNumber.slice(0, -1).replaceAll('-', '').toLowerCase() })]);
  const typo = [...new Set(parts.map((p) => withTypo(p.name.split(/[ ,]+/).slice(0, 4))))].map((q) => asQuery({ q }));
  const words = [
    ...new Set(
      parts.flatMap((p, n) => {
        const [first, ...rest] = p.name.split(/[ ,]+/).filter((word) => /^[A-Za-z]{4,}$/.test(word));
        return rest.length > 0 ? [asQuery({ q: `${first} ${rest[rest.length - 1]}`, price: priceBandIds[n % priceBandIds.length] })] : [];
      }),
    ),
  ];
  return { 'search-part': part, 'search-typo': typo, 'search-words': words };
}
