import { queryOptions } from '@tanstack/react-query';
import type { FigureSpan } from '../../core/domain/shop-figures';
import type { ShopApi } from '../../core/ports/browser/shop-api';

export const figureKeys = {
  all: ['figures'] as const,
  by: (by: FigureSpan) => ['figures', by] as const,
};

/** The admins' dashboard, sales cut by day, week or month. A minute old is fresh enough for figures that move with each order. */
export const shopFiguresQuery = (api: ShopApi, by: FigureSpan) =>
  queryOptions({ queryKey: figureKeys.by(by), queryFn: () => api.call('getShopFigures', { query: { by } }), staleTime: 60_000 });
