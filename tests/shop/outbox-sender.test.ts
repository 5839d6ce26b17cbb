// The outbox's background sender over the memory outbox, a mail server that records what it takes
// and a clock the test moves: everything due is sent, claim after claim; a refused try waits longer
// each time and the last marks the message failed; the sender looks again every poll until stopped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { sampleBranding, sampleOrder } from '../../adapters/mail/templates/sample-emails';
import type { NewMail } from '../../core/domain/mail';
import { OutboxSender, type OutboxSenderOptions } from '../../core/shop/outbox-sender';
import { queuedMail } from '../../core/shop/queued-mail';
import { CountingMetrics } from '../support/counting-metrics';
import { RecordingMailTransport } from '../support/recording-mail-transport';

const renderer = new ReactEmailRenderer(sampleBranding);

/** A message queued with both parts already written. */
const written = (n: number): NewMail => ({ to: `reader${n}@example.com`, replyTo: n === 1 ? 'visitor@example.com' : null, subject: `Delivery check ${n}`, html: `<p>Check ${n}</p>`, text: `Check ${n}` });

let outbox: MemoryMailOutbox;
let transport: RecordingMailTransport;
let metrics: CountingMetrics;
/** The sender's clock, in milliseconds: a second after the messages were queued. */
let clock: number;

beforeEach(() => {
  outbox = new MemoryMailOutbox();
  transport = new RecordingMailTransport();
  metrics = new CountingMetrics();
  clock = Date.now() + 1000;
});

const senderWith = (options: OutboxSenderOptions = {}) => new OutboxSender(outbox, transport, renderer, { now: () => new Date(clock), metrics, ...options });
const queue = (count: number) => outbox.enqueue(Array.from({ length: count }, (_, i) => written(i + 1)));
const statuses = () => outbox.all().map((message) => message.status);

describe('a round of sending', () => {
  it('sends everything due, claim after claim, each message as it was queued, and records it sent', async () => {
    await queue(5);
    const sender = senderWith({ batchSize: 2 });
    expect(await sender.sendDue()).toEqual({ sent: 5, failed: 0 });
    expect(transport.sent).toHaveLength(5);
    expect(transport.sent[0]).toEqual({ to: 'reader1@example.com', replyTo: 'visitor@example.com', subject: 'Delivery check 1', html: '<p>Check 1</p>', text: 'Check 1' });
    expect(transport.sent.map((message) => message.to)).toEqual(['reader1@example.com', 'reader2@example.com', 'reader3@example.com', 'reader4@example.com', 'reader5@example.com']);
    expect(outbox.all()).toEqual(Array.from({ length: 5 }, () => expect.objectContaining({ status: 'sent', attempts: 1, lastError: null, sentAt: new Date(clock).toISOString() })));
    expect(metrics.counts).toMatchObject({ emailSent: 5, emailFailed: 0 });
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('renders an email kept as written when it sends it', async () => {
    const placed = { template: 'order-placed', to: 'ann@example.com', data: { ...sampleOrder, orderNumber: 'HT-19999' } } as const;
    await outbox.enqueue([queuedMail(renderer, placed, 'order-placed:render-check')]);
    expect(await senderWith().sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(transport.sent).toEqual([expect.objectContaining({ to: 'ann@example.com', subject: 'Your order HT-19999 is placed', text: expect.stringContaining('HT-19999') })]);
  });

  it('uses the clock and the tries of its own when given none', async () => {
    await queue(1);
    const sender = new OutboxSender(outbox, transport, renderer);
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(Date.parse(outbox.all()[0].sentAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stops after the claim in hand when told to stop, leaving the rest for later', async () => {
    await queue(5);
    const sender = senderWith({ batchSize: 2 });
    transport.delay = () => sender.stop();
    expect(await sender.sendDue()).toEqual({ sent: 2, failed: 0 });
    expect(statuses()).toEqual(['sent', 'sent', 'queued', 'queued', 'queued']);
  });
});

describe('a message the mail server refuses', () => {
  it('is tried again after a wait that doubles each time, up to the longest, and marked failed after its last try', async () => {
    await queue(1);
    transport.refusals = Number.POSITIVE_INFINITY;
    const sender = senderWith({ retry: { maxAttempts: 3, firstRetryMs: 60_000, maxRetryMs: 90_000 } });
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 1 });
    expect(outbox.all()[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: '550 Mailbox unavailable' });

    clock += 59_999;
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    clock += 1;
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 1 });
    expect(outbox.all()[0]).toMatchObject({ status: 'queued', attempts: 2 });

    clock += 89_999;
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    clock += 1;
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 1 });
    expect(outbox.all()[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: '550 Mailbox unavailable' });

    clock += 86_400_000;
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(metrics.counts).toMatchObject({ emailSent: 0, emailFailed: 3 });
  });

  it('is sent on a later try, and the others of the round still go', async () => {
    await queue(3);
    transport.refusals = 1;
    const sender = senderWith({ retry: { maxAttempts: 3, firstRetryMs: 1000, maxRetryMs: 1000 } });
    expect(await sender.sendDue()).toEqual({ sent: 2, failed: 1 });
    clock += 1000;
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(outbox.all()[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: '550 Mailbox unavailable' });
    expect(metrics.counts).toMatchObject({ emailSent: 3, emailFailed: 1 });
  });

  it('counts an email the templates cannot render as a failed try', async () => {
    await outbox.enqueue([queuedMail(renderer, { template: 'order-placed', to: 'ann@example.com', data: sampleOrder })]);
    const broken = { render: () => Promise.reject(new Error('The order-placed template is broken')) };
    const sender = new OutboxSender(outbox, transport, broken, { now: () => new Date(clock), metrics });
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 1 });
    expect(outbox.all()[0]).toMatchObject({ status: 'queued', lastError: 'The order-placed template is broken' });
    expect(transport.sent).toEqual([]);
  });
});

describe('the sender in the background', () => {
  /** How many times the sender has looked at the outbox. */
  let looks: number;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    looks = 0;
    const claimDue = outbox.claimDue.bind(outbox);
    outbox.claimDue = (request) => {
      looks += 1;
      return claimDue(request);
    };
  });
  afterEach(() => vi.useRealTimers());

  it('looks at once, then every poll after each round, one loop however often it is started, until stopped', async () => {
    await queue(1);
    const sender = senderWith({ pollMs: 1000 });
    sender.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(looks).toBe(1);
    expect(transport.sent).toHaveLength(1);
    sender.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(looks).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(looks).toBe(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(looks).toBe(5);
    await sender.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(looks).toBe(5);
  });

  it('reports a round that failed and carries on at the next', async () => {
    await queue(1);
    const heard: unknown[] = [];
    const sender = senderWith({ pollMs: 1000, onError: (error) => heard.push(error) });
    const claimDue = outbox.claimDue;
    outbox.claimDue = () => {
      outbox.claimDue = claimDue;
      return Promise.reject(new Error('The database is unreachable'));
    };
    sender.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([new Error('The database is unreachable')]);
    expect(transport.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.sent).toHaveLength(1);
    await sender.stop();
  });

  it('stops after the message being sent is sent and recorded, and leaves the rest of the queue', async () => {
    await queue(3);
    let release!: () => void;
    transport.delay = () => new Promise((resolve) => (release = resolve));
    const sender = senderWith({ pollMs: 1000, batchSize: 1 });
    sender.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = sender.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    transport.delay = () => Promise.resolve();
    release();
    await stopping;
    expect(statuses()).toEqual(['sent', 'queued', 'queued']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statuses()).toEqual(['sent', 'queued', 'queued']);
    expect(looks).toBe(1);
  });

  it('sends the whole queue again once started after a stop', async () => {
    const sender = senderWith({ pollMs: 1000, batchSize: 2 });
    sender.start();
    await vi.advanceTimersByTimeAsync(0);
    await sender.stop();
    await queue(5);
    sender.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    await sender.stop();
  });
});
