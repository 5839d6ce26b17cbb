import { useQuery } from '@tanstack/react-query';
import type { CreditStanding } from '../../core/domain/on-account';
import { pricesOf, tradeTermsOf, type TradePrices } from '../../core/domain/trade-account';
import { useShopperId } from '../cart/cart-context';
import { myTradeAccountQuery } from '../queries/trade';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

/** The signed-in customer's trade account as the shop answered it; null for a visitor or while it is read. */
function useMyTradeAccount() {
  const api = useService(UI_TOKENS.ShopApi);
  const userId = useShopperId() ?? null;
  const mine = useQuery({ ...myTradeAccountQuery(api, userId ?? ''), enabled: userId !== null });
  return (userId !== null && mine.data) || null;
}

/** The signed-in customer's company prices while its trade account is approved; null for everyone else (visitors read no account). */
export function useBuyerPrices(): TradePrices | null {
  const { account, role } = useMyTradeAccount() ?? { account: null, role: null };
  return pricesOf(account && role ? { account, role } : null);
}

/** What the customer's company may still buy on account, where it has credit; null when it pays by card. */
export const useCreditStanding = (): CreditStanding | null => useMyTradeAccount()?.standing ?? null;

/** The VAT number of the customer's company while its trade account is approved, which its orders are taxed by; null for everyone else. */
export function useBuyerVatNumber(): string | null {
  const { account, role } = useMyTradeAccount() ?? { account: null, role: null };
  return tradeTermsOf(account && role ? { account, role } : null)?.vatNumber ?? null;
}
