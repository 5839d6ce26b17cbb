import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { idSchema, isId, newId } from './ids';

describe('ids', () => {
  it('are UUIDs; anything else is named missing or malformed', () => {
    expect(isId('0b8f3c2e-6a1d-4e5f-9b7c-2d4e6f8a0b1c')).toBe(true);
    expect(v.safeParse(idSchema, 42).issues?.[0].message).toBe('An id is required');
    expect(v.safeParse(idSchema, '42').issues?.[0].message).toBe('That id is malformed');
  });

  it('are made as random version 4 UUIDs, each one new', () => {
    const ids = Array.from({ length: 200 }, newId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(200);
  });
});
