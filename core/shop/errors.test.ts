import { describe, expect, it } from 'vitest';
import { conflict, errorTypeOf, forbidden, invalidData, isSessionRefusal, isShopError, isUnreachable, notFound, ShopError, unauthorized } from './errors';

/** A failure as it arrives over HTTP: the same type, on another class (the client's ApiError). */
const overHttp = (type: string) => Object.assign(new Error('from the server'), { name: 'ApiError', type });

describe('shop errors', () => {
  it('carry their type and message, and name themselves in logs', () => {
    const cases = [
      [invalidData('bad'), 'invalid_data'],
      [notFound('gone'), 'not_found'],
      [forbidden('no'), 'forbidden'],
      [unauthorized('who?'), 'unauthorized'],
      [conflict('clash'), 'conflict'],
    ] as const;
    for (const [error, type] of cases) {
      expect(error).toBeInstanceOf(ShopError);
      expect(error).toMatchObject({ type, name: 'ShopError' });
    }
    expect(String(conflict('The shop must keep at least one admin'))).toBe('ShopError: The shop must keep at least one admin');
  });

  it('are told from other failures', () => {
    expect(isShopError(notFound('gone'))).toBe(true);
    expect(isShopError(new Error('gone'))).toBe(false);
    expect(isShopError(overHttp('not_found'))).toBe(false);
  });

  it('have their type read from any adapter’s failure, or none', () => {
    expect(errorTypeOf(conflict('clash'))).toBe('conflict');
    expect(errorTypeOf(overHttp('forbidden'))).toBe('forbidden');
    expect(errorTypeOf({ type: 'internal' })).toBe('internal');
    for (const other of [new Error('plain'), { type: 404 }, null, undefined, 'conflict', 42]) {
      expect(errorTypeOf(other), String(other)).toBeNull();
    }
  });

  it('say when the shop could not be reached: a server failure, too many calls, or an aborted call', () => {
    for (const unreachable of [overHttp('internal'), overHttp('too_many_requests'), Object.assign(new Error('aborted'), { name: 'AbortError' })]) {
      expect(isUnreachable(unreachable), unreachable.name).toBe(true);
    }
    for (const refused of [overHttp('conflict'), conflict('clash'), new Error('plain'), null, 'internal']) {
      expect(isUnreachable(refused), String(refused)).toBe(false);
    }
  });

  it('say when the server no longer accepts the session', () => {
    expect(isSessionRefusal(overHttp('unauthorized'))).toBe(true);
    expect(isSessionRefusal(forbidden('no'))).toBe(true);
    for (const other of [overHttp('not_found'), overHttp('internal'), new Error('plain'), null]) {
      expect(isSessionRefusal(other), String(other)).toBe(false);
    }
  });
});
