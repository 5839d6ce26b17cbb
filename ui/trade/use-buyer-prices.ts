import { useQuery } from '@tanstack/react-query';
import type { CreditStanding } from '../../core/domain/on-account';
import { pricesOf, tradeTermsOf, type TradeMembership, type TradePrices } from '../../core/domain/trade-account';
import { useShopperId } from '../cart/cart-context';
import { myTradeAccountQuery } from '../queries/trade';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

/**
 * The signed-in customer's trade account as the shop answered it, as core reads it (the account and
 * their part in it; null for a visitor, a customer of no company, or while it is read), its
 * standing on account, and whether the answer is known yet.
 */
function useTradeAccountRead(): { membership: TradeMembership | null; standing: CreditStanding | null; known: boolean } {
  const api = useService(UI_TOKENS.ShopApi);
  const shopper = useShopperId();
  const userId = shopper ?? null;
  const read = useQuery({ ...myTradeAccountQuery(api, userId ?? ''), enabled: userId !== null });
  const mine = (userId !== null && read.data) || null;
  return {
    membership: mine?.account && mine.role ? { account: mine.account, role: mine.role } : null,
    standing: mine?.standing ?? null,
    // Known once the sign-in is: at once for a visitor, once the account is read for a customer (a failed read counts as none).
    known: shopper !== undefined && (userId === null || !read.isPending),
  };
}

/** Whether the reader is a trade account's buyer, once that is known (null until then): what prices are shown with or without VAT by. */
export function useIsTradeBuyer(): boolean | null {
  const { membership, known } = useTradeAccountRead();
  return known ? pricesOf(membership) !== null : null;
}

/** The signed-in customer's company prices while its trade account is approved; null for everyone else (visitors read no account). */
export const useBuyerPrices = (): TradePrices | null => pricesOf(useTradeAccountRead().membership);

/** What the customer's company may still buy on account, where it has credit; null when it pays by card. */
export const useCreditStanding = (): CreditStanding | null => useTradeAccountRead().standing;

/** The VAT number of the customer's company while its trade account is approved, which its orders are taxed by; null for everyone else. */
export const useBuyerVatNumber = (): string | null => tradeTermsOf(useTradeAccountRead().membership)?.vatNumber ?? null;
