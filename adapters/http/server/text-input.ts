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
 * deeply nested JSON cannot overflow the call stack; strings are checked where they are found, so
 * that a flat part (a query, a path's parameters) is checked without a step on the stack.
 */
export function requireAcceptedText(value: unknown, part: string) {
  const check = (text: string, key: string | null, parent: Place | null) => {
    const problem = unacceptedText(text);
    if (problem) throw invalidData(`${nameOf(part, key === null ? parent : { key, parent })}: ${problem}`);
  };
  if (typeof value === 'string') return check(value, null, null);
  const pending: [unknown, Place | null][] = [[value, null]];
  while (pending.length > 0) {
    const [item, place] = pending.pop()!;
    if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) {
        const element: unknown = item[index];
        if (typeof element === 'string') check(element, String(index), place);
        else if (typeof element === 'object' && element !== null) pending.push([element, { key: String(index), parent: place }]);
      }
    } else if (isRecord(item)) {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        const problem = unacceptedText(key);
        if (problem) throw invalidData(`${nameOf(part, place)}: a field's name: ${problem}`);
        const element = item[key];
        if (typeof element === 'string') check(element, key, place);
        else if (typeof element === 'object' && element !== null) pending.push([element, { key, parent: place }]);
      }
    }
  }
}
