import { useQuery } from '@tanstack/react-query';
import { pricesOf, type TradePrices } from '../../core/domain/trade-account';
import { useShopperId } from '../cart/cart-context';
import { myTradeAccountQuery } from '../queries/trade';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

/** The signed-in customer's company prices while its trade account is approved; null for everyone else (visitors read no account). */
export function useBuyerPrices(): TradePrices | null {
  const api = useService(UI_TOKENS.ShopApi);
  const userId = useShopperId() ?? null;
  const mine = useQuery({ ...myTradeAccountQuery(api, userId ?? ''), enabled: userId !== null });
  const { account, role } = (userId !== null && mine.data) || { account: null, role: null };
  return pricesOf(account && role ? { account, role } : null);
}
