import * as v from 'valibot';

/** A required, trimmed text field whose empty value reads as `message`. */
export const requiredText = (message: string, maxLength = 2000) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(maxLength, `Keep it under ${maxLength} characters`),
  );

/**
 * A required whole number. Forms send strings, JSON sends numbers: both are accepted,
 * and a blank value reads as `message`.
 */
export const requiredInteger = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message))], message),
    v.transform(Number),
    v.number(message),
    v.integer('Use a whole number'),
    v.safeInteger('Use a whole number'),
  );

export type Issues = Record<string, string>;

/** The first message per field, keyed by the field's dotted path. */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Issues {
  const result: Issues = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    result[key] ??= issue.message;
  }
  return result;
}

// NUL and the other C0 and C1 control characters (Cc) bar tab, line feed and carriage return, and
// halves of a surrogate pair standing alone (Cs): PostgreSQL refuses NUL, and none of them is text.
const UNACCEPTED_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

// Line feed, carriage return, and Unicode's own line and paragraph separators.
const LINE_BREAK = /[\n\r\u2028\u2029]/;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why the shop refuses this text, or null: the one rule for every piece of text it is sent. */
export function unacceptedText(text: string): string | null {
  const found = UNACCEPTED_CHARACTER.exec(text)?.[0];
  if (found === undefined) return null;
  if (/\p{Cs}/u.test(found)) return `This text is not well-formed: it holds half of a character (${codePoint(found)})`;
  return `Remove the control character ${codePoint(found)} from this text`;
}

/** A single-line field (a name, a phone number) refuses line breaks, naming itself in the message. */
export const oneLine = (what: string) => v.check((text: string) => !LINE_BREAK.test(text), `Keep ${what} on one line`);

// Embeddings, overrides and isolates reorder what follows on screen: a name or an address would read otherwise than it is stored.
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

// Spaces and the characters that draw nothing (zero-width spaces and joiners, fillers, a soft hyphen, a blank Braille cell).
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]+$/u;

/**
 * Text a person reads (a name, an address line, a review) refuses text direction controls, and
 * a value of only invisible characters, which passes for filled in while showing nothing.
 */
export const readable = (what: string) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const control = DIRECTION_CONTROL.exec(dataset.value)?.[0];
    if (control !== undefined) addIssue({ message: `Remove the text direction control ${codePoint(control)} from ${what}` });
    else if (INVISIBLE_ONLY.test(dataset.value)) addIssue({ message: `Type ${what}: this holds only invisible characters` });
  });


/**
 * A whole number from 1 to `max` in a query string ("12") or JSON (12), `fallback` when left out:
 * refused as "<name> must be a whole number", "... at least 1", "... at most <max>".
 */
export function wholeNumberParameter(name: string, max: number, fallback: number) {
  const whole = `${name} must be a whole number`;
  // One digit more than the most: a number just past it is refused as too large, not as no number.
  const digits = new RegExp(`^\\d{1,${String(max).length + 1}}$`);
  return v.optional(
    v.pipe(
      v.union([v.number(whole), v.pipe(v.string(whole), v.regex(digits, whole), v.transform(Number))], whole),
      v.integer(whole),
      v.minValue(1, `${name} must be at least 1`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
    fallback,
  );
}
