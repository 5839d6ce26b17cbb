import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, each answer still going out says `Connection: close`: a client's
 * keep-alive connection ends with its last answer instead of holding the stop back until it times out.
 */
export function closeConnectionsOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
