import type { NewProduct } from '../core/domain/product';
import { priceBandIds, priceBandIndex } from '../core/domain/search';

type Part = NewProduct & { partNumber: string; topCategoryId: string };

/** Drops the letter in the middle of the longest word, when it has five or more: a typo a hurried buyer makes. */
function withTypo(words: string[]): string[] {
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  if (longest.length < 5) return [];
  const at = Math.floor(longest.length / 2);
  return [words.map((word) => (word === longest ? word.slice(0, at) + word.slice(at + 1) : word)).join(' ')];
}

const asQuery = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * The bench's searches, each a query string of its own, made from the catalogue: the start of a part
 * number (its last digit left off, as typed so far, with and without dashes), a name's first words
 * with a typo, and two words and the sizes of a name with a price band and its top category.
 */
export function searchQueries(parts: readonly Part[]): Record<'search-part' | 'search-typo' | 'search-words', string[]> {
  const part = parts.flatMap((p) => [asQuery({ q: p.partNumber.slice(0, -1) }), asQuery({ q: p.partNumber.slice(0, -1).replaceAll('-', '').toLowerCase() })]);
  const typo = [...new Set(parts.flatMap((p) => withTypo(p.name.split(/[ ,]+/).slice(0, 5))))].map((q) => asQuery({ q }));
  // The family's first word, the part's material or kind, and its sizes ("Head thread M12 40"), with the part's own price band and top category.
  const words = [
    ...new Set(
      parts.flatMap((p) => {
        const named = p.name.split(/[ ,]+/);
        const letters = named.filter((word) => /^[A-Za-z]{4,}$/.test(word));
        const sizes = named.filter((word) => /\d/.test(word)).slice(0, 2);
        return letters.length > 1 && sizes.length > 0 ? [asQuery({ q: `${letters[0]} ${letters[letters.length - 1]} ${sizes.join(' ')}`, price: priceBandIds[priceBandIndex(p.price)], category: p.topCategoryId })] : [];
      }),
    ),
  ];
  return { 'search-part': part, 'search-typo': typo, 'search-words': words };
}
