import { useQuery } from '@tanstack/react-query';
import type { AddressChoice } from '../../core/domain/address-choice';
import type { OrderLine } from '../../core/domain/order-line';
import { taxOf, type OrderTax } from '../../core/domain/tax';
import { addressBookQuery } from '../queries/addresses';
import { taxSettingsQuery } from '../queries/tax';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { useBuyerVatNumber } from '../trade/use-buyer-prices';

/**
 * The VAT an order of these lines will be charged, worked out before it is placed by the rules
 * the server places it by (core/domain/tax.ts): delivered where `choice` says (the shop's own
 * country until an address is chosen), bought by the customer or their company. Null until the
 * shop's VAT is read; the server works it out again when the order is placed.
 */
export function useOrderTax(lines: readonly Pick<OrderLine, 'lineTotal' | 'partNumber'>[] | null, choice: AddressChoice | null): OrderTax | null {
  const api = useService(UI_TOKENS.ShopApi);
  const settings = useQuery(taxSettingsQuery(api)).data;
  const saved = choice !== null && 'addressId' in choice ? choice.addressId : null;
  const book = useQuery({ ...addressBookQuery(api), enabled: saved !== null }).data;
  const vatNumber = useBuyerVatNumber();
  if (!settings || !lines) return null;
  const country = choice === null ? null : 'address' in choice ? choice.address.country : (book?.find((address) => address._id === saved)?.country ?? null);
  return taxOf(settings, lines, country?.trim() ? country : settings.country, { vatNumber });
}
