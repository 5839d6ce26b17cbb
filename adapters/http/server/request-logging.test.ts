import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from './request-logging';

/** A pino logger at `level` whose lines are kept, parsed. */
function keptLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));

describe("a request's logger", () => {
  it('makes no pino child for lines below the level in force, and writes nothing', async () => {
    const { logger, lines } = keptLogger('error');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger.call(undefined as never, logger, { reqId: 'r-1' }, {}, undefined as never);
    log.info({ res: { statusCode: 200 } }, 'request completed');
    log.warn('slow');
    await flushed();
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes a line at the level in force with the request id, its child made once', async () => {
    const { logger, lines } = keptLogger('error');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger.call(undefined as never, logger, { reqId: 'r-2' }, {}, undefined as never);
    log.error({ code: 'E1' }, 'it broke');
    log.fatal('and again');
    await flushed();
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 50, reqId: 'r-2', code: 'E1', msg: 'it broke' },
      { level: 60, reqId: 'r-2', msg: 'and again' },
    ]);
    expect(log.level).toBe('error');
  });

  it("gives a route with a level of its own its child at once, at that level", () => {
    const { logger } = keptLogger('info');
    const log = requestLogger.call(undefined as never, logger, { reqId: 'r-3' }, { level: 'warn' }, undefined as never);
    expect(log.level).toBe('warn');
  });

  it("keeps the request's id on a child of its own", async () => {
    const { logger, lines } = keptLogger('info');
    const log = requestLogger.call(undefined as never, logger, { reqId: 'r-4' }, {}, undefined as never);
    log.child({ step: 'payment' }).info('paid');
    await flushed();
    expect(lines).toMatchObject([{ reqId: 'r-4', step: 'payment', msg: 'paid' }]);
  });
});
