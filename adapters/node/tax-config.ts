import * as v from 'valibot';
import { DEFAULT_TAX, type TaxSettings } from '../../core/domain/tax';
import { DEMO_SELLER, type Seller } from '../../core/domain/tax-document';
import { isVatNumberFormat } from '../../core/domain/trade-account';

/** A VAT rate in percent: 0 to 100, at most two decimals. */
const RATE = /^(100|\d{1,2})(\.\d{1,2})?$/;

const rate = (name: string) => v.pipe(v.string(), v.trim(), v.regex(RATE, `${name} must be a percentage from 0 to 100, such as 20 or 7.7`), v.transform(Number), v.maxValue(100, `${name} must be a percentage from 0 to 100, such as 20 or 7.7`));

/** `Ireland=23, Germany=19`: delivery countries with rates of their own. */
const countryRates = v.pipe(
  v.string(),
  v.transform((list) => list.split(',').map((pair) => pair.trim()).filter(Boolean)),
  v.check((pairs) => pairs.every((pair) => /^[^=]{2,60}=\s*[\d.]+$/.test(pair) && RATE.test(pair.split('=')[1].trim())), 'TAX_COUNTRY_RATES must be country=rate pairs, comma-separated: Ireland=23, Germany=19'),
  v.transform((pairs) => Object.fromEntries(pairs.map((pair) => [pair.split('=')[0].trim(), Number(pair.split('=')[1])]))),
);

/** Settings of the shop's VAT and of the seller every invoice names; the defaults are the demo shop's. */
export const taxEnvEntries = {
  TAX_COUNTRY: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('TAX_COUNTRY must name the shop\'s country')), DEFAULT_TAX.country),
  TAX_RATE: v.optional(rate('TAX_RATE'), String(DEFAULT_TAX.rate)),
  TAX_COUNTRY_RATES: v.optional(countryRates, ''),
  TAX_ZERO_RATED: v.optional(v.pipe(v.string(), v.transform((list) => list.split(',').map((part) => part.trim()).filter(Boolean))), ''),
  SELLER_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('SELLER_NAME must not be empty')), DEMO_SELLER.name),
  SELLER_ADDRESS: v.optional(
    v.pipe(v.string(), v.transform((lines) => lines.split('|').map((line) => line.trim()).filter(Boolean)), v.minLength(1, 'SELLER_ADDRESS must give the address, its lines separated by |')),
    DEMO_SELLER.address.join('|'),
  ),
  SELLER_VAT_NUMBER: v.optional(v.pipe(v.string(), v.trim(), v.check(isVatNumberFormat, 'SELLER_VAT_NUMBER must be a VAT number with its country prefix, such as GB123456789')), DEMO_SELLER.vatNumber),
};

type TaxEnv = { [K in keyof typeof taxEnvEntries]: v.InferOutput<(typeof taxEnvEntries)[K]> };

/** The VAT rules and the seller, from the settings read. */
export const taxSettingsOf = (e: TaxEnv): TaxSettings => ({ country: e.TAX_COUNTRY, rate: e.TAX_RATE, countryRates: e.TAX_COUNTRY_RATES, zeroRated: e.TAX_ZERO_RATED });

export const sellerOf = (e: TaxEnv, email: string): Seller => ({ name: e.SELLER_NAME, address: e.SELLER_ADDRESS, vatNumber: e.SELLER_VAT_NUMBER, email });
