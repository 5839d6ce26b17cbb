import type { OutboxStatus } from '../../../core/domain/mail';
import type { PageRequest } from '../../../core/domain/page';
import type { OutboxApi } from '../../../core/ports/browser/outbox-api';
import type { HttpClient } from './http-client';

export class HttpOutboxApi implements OutboxApi {
  constructor(private readonly http: HttpClient) {}

  listOutbox({ limit, cursor, status }: PageRequest & { status?: OutboxStatus }) {
    return this.http.call('listOutbox', { query: { limit, cursor, status } });
  }

  resend(id: string) {
    return this.http.call('resendEmail', { params: { id } });
  }
}
