import { describe, expect, it } from 'vitest';
import { InvalidCursorError } from './page';

describe('a page cursor the list did not hand out', () => {
  it('is refused, saying so', () => {
    const error = new InvalidCursorError();
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('That page cursor is not one this catalogue handed out');
  });
});
