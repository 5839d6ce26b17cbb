import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../core/domain/page';
import { removeItem, replaceItem, uniqueItems } from './pages';

type Item = { _id: string; name: string };
const item = (id: string, name = id): Item => ({ _id: id, name });
const pages = (...lists: Item[][]): InfiniteData<Page<Item>, string | null> => ({
  pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? String(i + 1) : null })),
  pageParams: lists.map((_, i) => (i === 0 ? null : String(i))),
});

describe('paged lists', () => {
  it('list every page in order', () => {
    expect(uniqueItems(pages([item('a'), item('b')], [item('c')])).map((i) => i._id)).toEqual(['a', 'b', 'c']);
  });

  it('list an item that moved between pages once, where it was first seen', () => {
    expect(uniqueItems(pages([item('a'), item('b')], [item('b'), item('c')])).map((i) => i._id)).toEqual(['a', 'b', 'c']);
  });

  it('take the version a write answered in place of the listed one', () => {
    const changed = replaceItem(pages([item('a')], [item('b')]), item('b', 'renamed'));
    expect(changed?.pages[1].items).toEqual([item('b', 'renamed')]);
    expect(changed?.pageParams).toEqual([null, '1']);
  });

  it('drop a removed item from whichever page holds it', () => {
    expect(uniqueItems(removeItem(pages([item('a'), item('b')], [item('c')]), 'b')!).map((i) => i._id)).toEqual(['a', 'c']);
  });

  it('leave a list not loaded yet as it is', () => {
    expect(replaceItem(undefined, item('a'))).toBeUndefined();
    expect(removeItem(undefined, 'a')).toBeUndefined();
  });
});
