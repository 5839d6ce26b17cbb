/** A fixed, valid UUID per index, so story URLs and assertions stay stable. */
export const sampleId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
