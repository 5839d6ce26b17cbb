import * as v from 'valibot';
import { invalidData } from './errors';

/**
 * Input read by its schema, or refused in the shop's words: the first issue's message, after
 * where it sits when `where` names it (`body quantity: …`, `address.city: …`), so that every
 * refusal of bad input is worded by this one function.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, where?: (field: string | null) => string): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  throw invalidData(where ? `${where(v.getDotPath(issue))}: ${issue.message}` : issue.message);
}
