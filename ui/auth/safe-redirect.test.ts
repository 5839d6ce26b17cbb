import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('the page to return to after signing in', () => {
  it('is the page that asked, when it is a page of this shop', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/productDetail/abc?x=1')).toBe('/productDetail/abc?x=1');
  });

  it('is home for anything else', () => {
    for (const bad of [undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/login', '/register?redirect=/x', 42]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});
