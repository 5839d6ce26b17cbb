import { unacceptedText } from '../../../core/domain/validation';
import { invalidData } from '../../../core/shop/errors';

/** Where a value sits in a request part: its key, and where its parent sits. */
interface Place {
  key: string;
  parent: Place | null;
}

// Objects of any prototype: the router's query and path parameters are not plain objects. Bytes are not text.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

function nameOf(part: string, place: Place | null) {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.unshift(at.key);
  return keys.length > 0 ? `${part} ${keys.join('.')}` : part;
}

/**
 * Refuses a request part holding text the shop does not accept (see `unacceptedText`) in any
 * string or field name, however deep, naming where it is. The walk keeps its own stack, so that
 * deeply nested JSON cannot overflow the call stack.
 */
export function requireAcceptedText(value: unknown, part: string) {
  const pending: [unknown, Place | null][] = [[value, null]];
  while (pending.length > 0) {
    const [item, place] = pending.pop()!;
    if (typeof item === 'string') {
      const problem = unacceptedText(item);
      if (problem) throw invalidData(`${nameOf(part, place)}: ${problem}`);
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => pending.push([element, { key: String(index), parent: place }]));
    } else if (isRecord(item)) {
      for (const [key, element] of Object.entries(item)) {
        const problem = unacceptedText(key);
        if (problem) throw invalidData(`${nameOf(part, place)}: a field's name: ${problem}`);
        pending.push([element, { key, parent: place }]);
      }
    }
  }
}
