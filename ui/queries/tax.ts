import { queryOptions } from '@tanstack/react-query';
import type { ShopApi } from '../../core/ports/browser/shop-api';

/** The shop's VAT as configured: it changes only with a restart, so one read serves the visit. */
export const taxSettingsQuery = (api: ShopApi) => queryOptions({ queryKey: ['tax-settings'], queryFn: () => api.call('getTaxSettings', {}), staleTime: Number.POSITIVE_INFINITY });
