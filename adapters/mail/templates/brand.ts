/** Hartwell's palette as the shop's pages use it (ui/styles.css), in plain values mail programs take. */
export const brand = {
  ink: '#1f2933',
  inkSoft: '#3e4c59',
  muted: '#52606d',
  line: '#d5dbe1',
  canvas: '#f5f7fa',
  brand: '#c2410c',
  brandStrong: '#9a3412',
  brandSoftBorder: '#fdba74',
  font: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
} as const;

/** Where the shop's emails say they come from. */
export interface Branding {
  shopName: string;
  /** The shop's address, as links in emails start: https://shop.hartwell.example */
  shopUrl: string;
}
