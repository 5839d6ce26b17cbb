/**
 * The API calls still running, whether or not their client is still there: a client that hangs up
 * ends its connection, so the server's close no longer waits for the call, but the call goes on
 * (an order half placed). A stop waits for these before it closes the database under them.
 */
export class CallsInFlight {
  private readonly running = new Set<Promise<unknown>>();

  /** Counts `call` until it settles; answers it as it is. */
  track<T>(call: Promise<T>): Promise<T> {
    this.running.add(call);
    const done = () => void this.running.delete(call);
    call.then(done, done);
    return call;
  }

  get count() {
    return this.running.size;
  }

  /** Resolves once every call running now, and any they lead to, has settled. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
