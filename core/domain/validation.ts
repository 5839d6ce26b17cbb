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
    v.transform((value) => (typeof value === 'number' ? value : Number(value))),
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
