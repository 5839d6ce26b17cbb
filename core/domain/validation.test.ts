import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesByField, oneLine, readable, requiredInteger, unacceptedText, wholeNumberParameter } from './validation';

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

describe('a required whole number', () => {
  const quantity = requiredInteger('Quantity is required');
  const firstMessage = (input: unknown) => v.safeParse(quantity, input).issues?.[0].message;

  it('takes a number as JSON sends it or as a form types it', () => {
    expect(v.parse(quantity, 12)).toBe(12);
    expect(v.parse(quantity, ' 12 ')).toBe(12);
  });

  it('reads blank or missing as the field\'s own message', () => {
    for (const input of ['', '  ', undefined, null]) expect(firstMessage(input), String(input)).toBe('Quantity is required');
  });

  it('refuses a fraction, and a number too large to count exactly, as no whole number', () => {
    expect(firstMessage('2.5')).toBe('Use a whole number');
    expect(firstMessage(2 ** 53)).toBe('Use a whole number');
    expect(firstMessage('abc')).toBe('Quantity is required');
  });
});

describe('issues by field', () => {
  it('keeps the first message of each field, under its dotted path', () => {
    const schema = v.object({ address: v.object({ city: v.pipe(v.string('City is text'), v.minLength(2, 'City is short'), v.regex(/^[A-Z]/, 'City has a capital')) }) });
    expect(issuesByField(v.safeParse(schema, { address: { city: 'x' } }).issues ?? [])).toEqual({ 'address.city': 'City is short' });
  });

  it('files an issue of the whole value under the empty key', () => {
    expect(issuesByField(v.safeParse(v.object({}, 'Send the form'), 'nope').issues ?? [])).toEqual({ '': 'Send the form' });
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

describe('text a person reads', () => {
  const recipient = v.pipe(v.string(), readable('the recipient'));

  it('refuses a field of only invisible characters: zero-width spaces, joiners, fillers, a byte-order mark', () => {
    for (const text of ['\u200b', ' \u200b ', '\u200c\u200d', '\u2060', '\ufeff', '\u3164', '\u00ad', '\u2800', '\u180e']) {
      expect(v.safeParse(recipient, text).issues?.[0].message, JSON.stringify(text)).toBe('Type the recipient: this holds only invisible characters');
    }
  });

  it('refuses text direction overrides, embeddings and isolates, naming the character', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const text = `Ann ${String.fromCharCode(code)}rehcrA`;
      expect(v.safeParse(recipient, text).issues?.[0].message).toBe(`Remove the text direction control U+${code.toString(16).toUpperCase()} from the recipient`);
    }
  });

  it('says nothing more of a value that is not text: its type is what is wrong', () => {
    const issues = v.safeParse(v.pipe(v.string('The recipient must be text'), readable('the recipient')), [' \u200b ']).issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['The recipient must be text']);
  });

  it('takes text of any script, with a joiner or a right-to-left mark inside it, and an empty optional field', () => {
    for (const text of ['Ann Archer', 'שלום עולם', 'مرحبا\u200fبالعالم', '👩\u200d🔧 Ann', 'Zoë\u00adØdegård', '']) expect(v.parse(recipient, text)).toBe(text);
  });

  it('takes a name pasted with an invisible character at either end: it still shows', () => {
    for (const text of ['\u200bAnn Archer', 'Ann Archer\u200b', ' Ann ']) expect(v.parse(recipient, text)).toBe(text);
  });
});

describe('a whole number parameter', () => {
  const page = v.object({ page: wholeNumberParameter('page', 100, 1) });
  const message = (input: unknown) => v.safeParse(page, input).issues?.[0].message;

  it('reads digits or a number, from 1 to its most, and its fallback when left out', () => {
    expect(v.parse(page, { page: '7' })).toEqual({ page: 7 });
    expect(v.parse(page, { page: 100 })).toEqual({ page: 100 });
    expect(v.parse(page, {})).toEqual({ page: 1 });
  });

  it('refuses in words what is not one, too small or too large', () => {
    expect(message({ page: 'two' })).toBe('page must be a whole number');
    expect(message({ page: '1.5' })).toBe('page must be a whole number');
    expect(message({ page: 2.5 })).toBe('page must be a whole number');
    expect(message({ page: '0' })).toBe('page must be at least 1');
    expect(message({ page: '101' })).toBe('page must be at most 100');
    expect(message({ page: '1000' })).toBe('page must be at most 100');
    expect(message({ page: '10000' })).toBe('page must be a whole number');
  });
});
