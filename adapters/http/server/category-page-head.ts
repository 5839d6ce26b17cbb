import type { Category } from '../../../core/domain/category';
import { escapeHtml, scriptSafeJson, withHead } from './page-head';

/**
 * The app's page for a category, with what a search engine reads before any script runs: the
 * category's name as the title, where it sits as the description, and schema.org's BreadcrumbList.
 * `path` is the category's breadcrumbs, top first and itself last; null for an unknown category.
 */
export function categoryPageHtml(shell: string, path: readonly Category[] | null, shopName: string, origin = ''): string {
  const category = path?.at(-1);
  if (!path || !category) return withHead(shell, `Category not found | ${shopName}`, 'That category is not in the catalogue.', '<meta name="robots" content="noindex" />');
  const trail = path.map((step) => step.name).join(' › ');
  const description = `${trail}: parts and tools from ${shopName}, with part numbers, prices and stock.`;
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: path.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: `${origin}/category/${step._id}` })),
  };
  const extra = [`<meta property="og:title" content="${escapeHtml(category.name)}" />`, `<script type="application/ld+json">${scriptSafeJson(breadcrumbs)}</script>`].join('\n    ');
  return withHead(shell, `${category.name} | ${shopName}`, description, extra);
}
