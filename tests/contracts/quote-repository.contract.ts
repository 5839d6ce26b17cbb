import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../../core/domain/audit';
import type { NewMail } from '../../core/domain/mail';
import type { AuditLog } from '../../core/ports/driven/audit-log';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { NewQuote, QuoteRepository } from '../../core/ports/driven/quote-repository';

export interface QuoteHarness {
  quotes: QuoteRepository;
  audit: AuditLog;
  outbox: MailOutbox;
}

// The store is shared by the suite: each test has its own customers and reads only what they did.
const tag = () => crypto.randomUUID().slice(0, 8);
const admin: AuditActor = { id: 'admin-q', name: 'Quentin Admin', email: 'quentin@example.com' };
const asked = (customerId = `buyer-${tag()}`): NewQuote => ({
  customerId,
  customerEmail: `${customerId}@example.com`,
  customerName: 'Bea Buyer',
  lines: [
    { productId: crypto.randomUUID(), partNumber: 'HT-HMR-16', name: 'Claw Hammer 16 oz', quantity: 400, cataloguePrice: 24, quotedPrice: null },
    { productId: crypto.randomUUID(), partNumber: null, name: 'Site Box', quantity: 3, cataloguePrice: 310, quotedPrice: null },
  ],
  note: 'For a school refit',
});
const letter = (to: string, subject: string): NewMail => ({ to, subject, html: `<p>${subject}</p>`, text: subject });
const answer = { prices: [17, 280], validUntil: '2027-01-15', note: 'Two drops are fine', at: new Date('2026-12-01T10:00:00.000Z') };

/** Quotes on every store: numbered as asked, answered once with its mail and audit entry, decided once. */
export function quoteRepositoryContract(name: string, open: () => Promise<QuoteHarness>) {
  describe(`Quote repository contract: ${name}`, () => {
    it('stores a request numbered, waiting for an answer, with its mail; lists it as its customer’s and among all', async () => {
      const { quotes, outbox } = await open();
      const subject = `Quote asked ${tag()}`;
      const first = await quotes.request(asked('bea'), (quote) => [letter('shop@example.com', `${subject} ${quote.number}`)]);
      expect(first).toMatchObject({ status: 'requested', validUntil: null, answeredAt: null, decidedAt: null, orderId: null, note: 'For a school refit', number: expect.stringMatching(/^Q-1\d{4,}$/) });
      expect(first.lines.map((line) => line.quotedPrice)).toEqual([null, null]);
      expect(await quotes.findById(first._id)).toEqual(first);
      const second = await quotes.request(asked('bea'), () => []);
      expect(Number(second.number.slice(2))).toBeGreaterThan(Number(first.number.slice(2)));
      expect((await quotes.listByCustomer('bea')).map((quote) => quote._id).slice(0, 2)).toEqual([second._id, first._id]);
      const page = await quotes.list({ limit: 1, status: 'requested' });
      expect(page.items[0]._id).toBe(second._id);
      expect((await quotes.list({ limit: 1, status: 'requested', cursor: page.nextCursor })).items[0]._id).toBe(first._id);
      expect((await outbox.list({ limit: 100 })).items.some((mail) => mail.subject === `${subject} ${first.number}`)).toBe(true);
      expect(await quotes.findById(crypto.randomUUID())).toBeNull();
    });

    it('answers a requested quote once, of two admins at once, with its mail and its audit entry', async () => {
      const { quotes, audit } = await open();
      const quote = await quotes.request(asked(), () => []);
      const results = await Promise.all([1, 2].map(() => quotes.answer(quote._id, answer, admin, (after) => [letter(after.customerEmail, `Answered ${after.number}`)])));
      expect(results.filter((result) => result === 'not_requested')).toHaveLength(1);
      const answered = await quotes.findById(quote._id);
      expect(answered).toMatchObject({ status: 'answered', validUntil: '2027-01-15', answerNote: 'Two drops are fine', answeredAt: '2026-12-01T10:00:00.000Z' });
      expect(answered!.lines.map((line) => line.quotedPrice)).toEqual([17, 280]);
      const entries = (await audit.list({ subjectId: quote._id }, { limit: 10 })).items;
      expect(entries).toEqual([expect.objectContaining({ action: 'quote.answered', before: expect.objectContaining({ status: 'requested' }), after: expect.objectContaining({ status: 'answered', validUntil: '2027-01-15' }) })]);
      expect(await quotes.answer(crypto.randomUUID(), answer, admin, () => [])).toBeNull();
    });

    it('takes one decision on an answered quote, and none on one still asked for', async () => {
      const { quotes } = await open();
      const waiting = await quotes.request(asked(), () => []);
      const at = new Date('2026-12-02T09:00:00.000Z');
      expect(await quotes.decide(waiting._id, { status: 'declined', at })).toBe('not_answered');
      await quotes.answer(waiting._id, answer, admin, () => []);
      const decisions = await Promise.all([quotes.decide(waiting._id, { status: 'declined', at }), quotes.decide(waiting._id, { status: 'declined', at })]);
      expect(decisions.filter((decision) => decision === 'not_answered')).toHaveLength(1);
      expect(await quotes.findById(waiting._id)).toMatchObject({ status: 'declined', decidedAt: at.toISOString(), orderId: null });
      expect(await quotes.decide(crypto.randomUUID(), { status: 'declined', at })).toBeNull();
    });
  });
}
