import * as v from 'valibot';
import { auditActorOf } from '../domain/audit';
import type { QuoteEmailView, QuoteTemplate, ShopMailSettings } from '../domain/emails';
import type { PaymentMethod } from '../domain/on-account';
import type { Order } from '../domain/order';
import type { Page } from '../domain/page';
import { answerRefusal, decisionRefusal, quoteMessages, quoteStatuses, quoteTotal, type Quote, type QuoteAnswer, type QuoteRequest } from '../domain/quote';
import { catalogueTermsOnly, soldTo, type BuyerTerms } from '../domain/trade-account';
import { isAdmin, type User } from '../domain/user';
import { wholeNumberParameter } from '../domain/validation';
import { unitPriceAt } from '../domain/volume-prices';
import type { EmailRenderer } from '../ports/driven/mail';
import type { ProductRepository } from '../ports/driven/product-repository';
import type { QuoteRepository } from '../ports/driven/quote-repository';
import type { UserRepository } from '../ports/driven/user-repository';
import { pageQuerySchema } from './catalogue';
import type { DeliveryChoice } from './delivery-address';
import { conflict, forbidden, notFound } from './errors';
import type { Ordering } from './ordering';
import type { Admin } from './permissions';
import { queuedMail } from './queued-mail';

/** The admins' list as a query string asks for it: a status, how many, and where the last page ended. */
export const quoteListRequestSchema = v.object({
  status: v.optional(v.picklist(quoteStatuses, 'status must be requested, answered, accepted or declined')),
  limit: wholeNumberParameter('limit', 100, 50),
  cursor: pageQuerySchema.entries.cursor,
});
export type QuoteListRequest = v.InferOutput<typeof quoteListRequestSchema>;

/** Where a customer reads one of their quotes, and where the admins answer them. */
export const QUOTES_PATH = '/dashboard/quotes';
export const ADMIN_QUOTES_PATH = '/dashboard/manageQuotes';

/** What accepting asks beside the quote: where it goes, the phone, and how it is paid. */
export type QuoteAcceptance = DeliveryChoice & { phone: string; paymentMethod?: PaymentMethod };

/** Quotes: customers ask, admins answer with prices, customers accept (an order at those prices) or decline. */
export class Quotes {
  constructor(
    private readonly quotes: QuoteRepository,
    private readonly products: Pick<ProductRepository, 'findMany'>,
    private readonly ordering: Pick<Ordering, 'placeQuote'>,
    private readonly users: Pick<UserRepository, 'findById'>,
    private readonly renderer: Pick<EmailRenderer, 'subject'>,
    private readonly mail: ShopMailSettings,
    private readonly buyerTerms: BuyerTerms = catalogueTermsOnly,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A customer with a confirmed address asks for prices; the shop is emailed the request, priced at what the customer pays today. */
  async request(customer: User, request: QuoteRequest): Promise<Quote> {
    if (!customer.emailVerified) throw forbidden('Confirm your email address before asking for a quote');
    const [found, terms] = await Promise.all([this.products.findMany(request.lines.map((line) => line.productId)), this.buyerTerms(customer)]);
    const products = new Map(found.map((product) => [product._id, soldTo(product, terms?.prices ?? null)]));
    if (request.lines.some((line) => !products.has(line.productId))) throw notFound(quoteMessages.productGone);
    const lines = request.lines.map(({ productId, quantity }) => {
      const product = products.get(productId)!;
      return { productId, partNumber: product.partNumber, name: product.name, quantity, cataloguePrice: unitPriceAt(product, quantity), quotedPrice: null };
    });
    const asked = { customerId: customer.id, customerEmail: customer.email, customerName: customer.displayName, lines, note: request.note };
    return this.quotes.request(asked, (quote) => [this.letter('quote-requested', this.mail.notifyEmail, quote, `${this.mail.shopUrl}${ADMIN_QUOTES_PATH}`)]);
  }

  mine(customer: User): Promise<Quote[]> {
    return this.quotes.listByCustomer(customer.id);
  }

  /** One quote, to the customer who asked for it or an admin; to anyone else it does not exist. */
  async get(user: User, id: string): Promise<Quote> {
    const quote = await this.quotes.findById(id);
    if (!quote || (quote.customerId !== user.id && !isAdmin(user))) throw notFound(quoteMessages.notFound);
    return quote;
  }

  list(request: QuoteListRequest): Promise<Page<Quote>> {
    return this.quotes.list(request);
  }

  /** An admin answers with a price for each line and the last day they hold; the customer is emailed at their address now, once confirmed. */
  async answer(admin: Admin, id: string, answer: QuoteAnswer): Promise<Quote> {
    const quote = await this.get(admin, id);
    const refusal = answerRefusal(quote, answer, this.now());
    if (refusal) throw conflict(refusal);
    const owner = await this.users.findById(quote.customerId);
    const to = owner?.emailVerified ? owner.email : null;
    const answered = await this.quotes.answer(id, { ...answer, at: this.now() }, auditActorOf(admin), (after) =>
      to ? [this.letter('quote-answered', to, after, `${this.mail.shopUrl}${QUOTES_PATH}/${after._id}`)] : [],
    );
    if (answered === null) throw notFound(quoteMessages.notFound);
    if (answered === 'not_requested') throw conflict(quoteMessages.notRequested);
    return answered;
  }

  /**
   * The customer accepts an answered quote within its date: the order is placed at the quoted prices
   * (two presses at once place one order, the quote's id being its key) and the quote records it.
   */
  async accept(customer: User, id: string, acceptance: QuoteAcceptance): Promise<{ quote: Quote; order: Order }> {
    const quote = await this.ownQuote(customer, id);
    const refusal = decisionRefusal(quote, this.now());
    if (refusal) throw conflict(refusal);
    const order = await this.ordering.placeQuote(customer, quote, acceptance);
    const accepted = await this.quotes.decide(id, { status: 'accepted', orderId: order._id, at: this.now() });
    // Two presses at once placed one order (its key is the quote's): the one that did not record it answers it too.
    if (accepted === 'not_answered') {
      const now = (await this.quotes.findById(id))!;
      if (now.orderId !== order._id) throw conflict(quoteMessages.alreadyDecided);
      return { quote: now, order };
    }
    if (accepted === null) throw notFound(quoteMessages.notFound);
    return { quote: accepted, order };
  }

  async decline(customer: User, id: string): Promise<Quote> {
    const quote = await this.ownQuote(customer, id);
    const refusal = quote.status === 'answered' ? null : decisionRefusal(quote, this.now());
    if (refusal) throw conflict(refusal);
    const declined = await this.quotes.decide(id, { status: 'declined', at: this.now() });
    if (declined === 'not_answered') throw conflict(quoteMessages.alreadyDecided);
    if (declined === null) throw notFound(quoteMessages.notFound);
    return declined;
  }

  private async ownQuote(customer: User, id: string): Promise<Quote> {
    const quote = await this.quotes.findById(id);
    if (!quote || quote.customerId !== customer.id) throw notFound(quoteMessages.notFound);
    return quote;
  }

  private letter(template: QuoteTemplate, to: string, quote: Quote, quoteUrl: string) {
    const data: QuoteEmailView = {
      shopName: this.mail.shopName,
      quoteNumber: quote.number,
      customerName: quote.customerName,
      customerEmail: quote.customerEmail,
      lines: quote.lines.map(({ name, partNumber, quantity, cataloguePrice, quotedPrice }) => ({ name, partNumber, quantity, unitPrice: quotedPrice ?? cataloguePrice, lineTotal: (quotedPrice ?? cataloguePrice) * quantity })),
      total: quoteTotal(quote),
      note: quote.note,
      answerNote: quote.answerNote,
      validUntil: quote.validUntil,
      quoteUrl,
    };
    return queuedMail(this.renderer, { template, to, data }, `${template}:${quote._id}`);
  }
}
