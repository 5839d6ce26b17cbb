import type { QuoteEmailView, QuoteTemplate } from '../../../core/domain/emails';
import { formatDay, formatPrice, type EmailContent } from './email-content';
import { Action, Facts, LinkAsText, OrderLines, Para, Quoted, Title, Unbroken } from './parts';

const lines = (quote: QuoteEmailView, caption: string) => (
  <OrderLines caption={caption} lines={quote.lines.map((line) => ({ ...line, unitPrice: formatPrice(line.unitPrice), lineTotal: formatPrice(line.lineTotal) }))} total={formatPrice(quote.total)} />
);

/** To the shop: a customer asks for a price, with what and how many, at the catalogue's prices to start from. */
function quoteRequested(quote: QuoteEmailView): EmailContent {
  return {
    subject: `Quote ${quote.quoteNumber} asked for by ${quote.customerName}`,
    preview: `${quote.lines.length === 1 ? quote.lines[0].name : `${quote.lines.length} products`}, ${formatPrice(quote.total)} at catalogue prices before VAT.`,
    body: (
      <>
        <Title>A request for a quote</Title>
        <Para>
          {quote.customerName} ({quote.customerEmail}) asks for a quote, <Unbroken>{quote.quoteNumber}</Unbroken>. Answer it with a price for each line and the last day the prices hold.
        </Para>
        {lines(quote, 'Asked for, at catalogue prices without VAT')}
        {quote.note && <Quoted>{quote.note}</Quoted>}
        <Action href={quote.quoteUrl}>Answer the quote</Action>
        <LinkAsText href={quote.quoteUrl} />
      </>
    ),
  };
}

/** To the customer: the prices quoted, until when they hold, and where to accept or decline. */
function quoteAnswered(quote: QuoteEmailView): EmailContent {
  const until = quote.validUntil ? formatDay(`${quote.validUntil}T12:00:00.000Z`) : '';
  return {
    subject: `Your quote ${quote.quoteNumber} from ${quote.shopName}`,
    preview: `${formatPrice(quote.total)} before VAT, the prices holding until ${until}.`,
    body: (
      <>
        <Title>Your quote is ready</Title>
        <Para>
          Hello {quote.customerName}, here are our prices for your request <Unbroken>{quote.quoteNumber}</Unbroken>. They hold until the end of {until}: accept the quote by then and we
          place your order at them. The prices are without VAT, which the order adds for where it goes.
        </Para>
        {lines(quote, 'Quoted, without VAT')}
        {quote.answerNote && <Quoted>{quote.answerNote}</Quoted>}
        <Facts facts={[{ label: 'Quote', value: <Unbroken>{quote.quoteNumber}</Unbroken> }, { label: 'Prices hold until', value: until }]} />
        <Action href={quote.quoteUrl}>See the quote</Action>
        <LinkAsText href={quote.quoteUrl} />
      </>
    ),
  };
}

export const quoteEmails: Record<QuoteTemplate, (quote: QuoteEmailView) => EmailContent> = {
  'quote-requested': quoteRequested,
  'quote-answered': quoteAnswered,
};
