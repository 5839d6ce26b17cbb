import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { oneLine, unacceptedText } from './validation';

describe('text the shop accepts', () => {
  it('takes letters of any script, emoji, tabs and line breaks', () => {
    for (const text of ['Ann Archer', 'Zoë Ødegård', '東京', '🔧 wrench', 'two\nlines', 'tab\there', 'crlf\r\n', '']) expect(unacceptedText(text), text).toBeNull();
  });

  it('refuses NUL, the other C0 and C1 control characters and DEL, naming the character', () => {
    expect(unacceptedText('a\u0000b')).toBe('Remove the control character U+0000 from this text');
    expect(unacceptedText('bell\u0007')).toBe('Remove the control character U+0007 from this text');
    expect(unacceptedText('\u007f')).toBe('Remove the control character U+007F from this text');
    expect(unacceptedText('next\u0085line')).toBe('Remove the control character U+0085 from this text');
  });

  it('refuses half of a surrogate pair standing alone', () => {
    expect(unacceptedText('\ud83d')).toBe('This text is not well-formed: it holds half of a character (U+D83D)');
    expect(unacceptedText('x\udd27')).toMatch(/U\+DD27/);
  });
});

describe('single-line fields', () => {
  const name = v.pipe(v.string(), oneLine('the name'));

  it('refuse any line break, naming the field', () => {
    for (const text of ['Ann\nArcher', 'Ann\rArcher', 'Ann\u2028Archer', 'Ann\u2029Archer']) {
      expect(v.safeParse(name, text).issues?.[0].message, JSON.stringify(text)).toBe('Keep the name on one line');
    }
    expect(v.parse(name, 'Ann Archer')).toBe('Ann Archer');
  });
});
