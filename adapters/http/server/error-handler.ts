import type { FastifyError, FastifyInstance } from 'fastify';
import { isShopError } from '../../../core/shop/errors';
import type { ApiErrorBody } from '../../../core/contract';
import { statusOf, typeOfStatus } from '../status';
import { RateLimitedError } from './rate-limiter';

/** Every failure leaves as `{ type, message }`; a 5xx never shows its internals. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (isShopError(error)) {
      const body: ApiErrorBody = { type: error.type, message: error.message };
      return reply.status(statusOf[error.type]).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ type: typeOfStatus(status), message: clientMessage(error) } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ type: 'internal', message: 'Something went wrong on our side. Please try again.' } satisfies ApiErrorBody);
  });
}

function clientMessage(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case undefined:
      return error.message && error.statusCode === 400 ? 'The request body is not valid JSON' : error.message;
    default:
      return error.message;
  }
}
