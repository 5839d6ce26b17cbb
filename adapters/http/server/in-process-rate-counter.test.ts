import { describe, expect, it } from 'vitest';
import { InProcessRateCounter } from './in-process-rate-counter';

describe('the in-process rate counter', () => {
  // Many clients within the same minute (a crowd behind one sale, or a flood from many addresses) leave
  // buckets that have not refilled: walking all of them at every take made each take dearer than the last.
  it('walks its buckets to forget the refilled ones a few times, not at every take, while many clients are still counted', () => {
    const counter = new InProcessRateCounter(() => 1_000);
    let walked = 0;
    const buckets = (counter as unknown as { buckets: Map<string, unknown> }).buckets;
    const entries = buckets.entries.bind(buckets);
    buckets[Symbol.iterator] = () => {
      walked++;
      return entries();
    };
    for (let n = 0; n < 50_000; n++) expect(counter.takeNow([{ key: `address:${n}`, perMinute: 20 }])).toEqual([20]);
    // Pruned at 10,001 buckets, then at twice what was kept: 20,001 and 40,001.
    expect(walked).toBe(3);
    // Each client is still counted: its next call spends from the bucket it has.
    expect(counter.takeNow([{ key: 'address:7', perMinute: 20 }])).toEqual([19]);
  });

  it('forgets the buckets that have refilled once past the bound', () => {
    let now = 0;
    const counter = new InProcessRateCounter(() => now);
    for (let n = 0; n < 10_000; n++) counter.takeNow([{ key: `address:${n}`, perMinute: 20 }]);
    now = 60_000;
    counter.takeNow([{ key: 'address:new', perMinute: 20 }]);
    expect((counter as unknown as { buckets: Map<string, unknown> }).buckets.size).toBe(1);
  });
});
