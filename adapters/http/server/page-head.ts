// What every page the server answers with its own head shares: the shell's title and description
// replaced, and text made safe for HTML and for a script element.

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// Inside a <script> element only `<` can end it early: written as \u003c, JSON reads the same.
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The shell with its title and description replaced and `extra` added at the end of its head. */
export function withHead(shell: string, title: string, description: string, extra: string): string {
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', () => `  ${extra}\n  </head>`);
}
