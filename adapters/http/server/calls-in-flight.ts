/**
 * The API calls still running, whether or not their client is still there: a client that hangs up
 * ends its connection, so the server's close no longer waits for the call, but the call goes on
 * (an order half placed). A stop waits for these before it closes the database under them.
 */
export class CallsInFlight {
  private running = 0;
  private waiting: (() => void)[] = [];

  /** Counts the call `run` makes until it settles; answers it as it is. A count, not a set of promises: every API call passes here. */
  async track<T>(run: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await run();
    } finally {
      if (--this.running === 0) for (const wake of this.waiting.splice(0)) wake();
    }
  }

  get count() {
    return this.running;
  }

  /** Resolves once every call running now, and any started before the last of them ends, has settled. */
  settled(): Promise<void> {
    return this.running === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }
}
