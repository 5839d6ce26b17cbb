/**
 * The address bar's search parameters as plain text both ways. Every parameter the shop uses is flat
 * text, and the router's default JSON reading would show a part number typed as digits as
 * `q=%2210001%22` and read `q=true` as a boolean: here it stays what was typed.
 */
export const parseSearch = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
