import type { Product } from '../../../core/domain/product';
import { shownCents } from '../../../core/domain/shown-prices';
import type { TaxSettings } from '../../../core/domain/tax';
import { escapeHtml, scriptSafeJson, withHead } from './page-head';

/** What a search result shows of a description: its first 160 characters, cut at a word. */
function summaryOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}

/**
 * The app's page for a product, with what a search engine or a link preview reads before any
 * script runs: the product's name as the title, its description, and schema.org's Product with
 * its price as a visitor reads it (VAT included) and whether it is in stock. An unknown product's
 * page is titled as such.
 */
export function productPageHtml(shell: string, product: Product | null, shopName: string, tax: TaxSettings): string {
  if (!product) return withHead(shell, `Product not found | ${shopName}`, 'That product is not in the catalogue.', '<meta name="robots" content="noindex" />');
  const description = summaryOf(product.description) || product.name;
  const price = (shownCents({ settings: tax, basis: 'inc-vat' }, product.partNumber, product.price) / 100).toFixed(2);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.partNumber,
    description: product.description,
    image: product.image,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', valueAddedTaxIncluded: true },
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  const extra = [
    `<meta property="og:type" content="product" />`,
    `<meta property="og:title" content="${escapeHtml(product.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:image" content="${escapeHtml(product.image)}" />`,
    `<script type="application/ld+json">${scriptSafeJson(structured)}</script>`,
  ].join('\n    ');
  return withHead(shell, `${product.name} | ${shopName}`, description, extra);
}
