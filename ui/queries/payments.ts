import { queryOptions } from '@tanstack/react-query';
import type { PaymentsApi } from '../../core/ports/browser/payments-api';
import type { CardProviders } from '../services/card-providers';

export const paymentKeys = {
  provider: ['payments', 'provider'] as const,
};

/** The card provider the shop takes payments with, its browser half loaded. The shop chose it at start-up: it never changes while the page is open. */
export const cardProviderQuery = (payments: PaymentsApi, providers: CardProviders) =>
  queryOptions({ queryKey: paymentKeys.provider, queryFn: async () => providers.load(await payments.paymentConfig()), staleTime: Infinity });
