import type { ContactForm } from '../../../core/domain/contact';
import type { ContactApi } from '../../../core/ports/contact-api';
import type { PageRequest } from '../../../core/ports/page';
import { messagePageSchema, messageReadSchema, messageReceivedSchema, routes } from '../contract';
import type { HttpClient } from './http-client';

export class HttpContactApi implements ContactApi {
  constructor(private readonly http: HttpClient) {}

  async sendMessage(form: ContactForm) {
    await this.http.request(routes.sendContactMessage, messageReceivedSchema, { body: form });
  }

  listMessages({ limit, cursor }: PageRequest) {
    return this.http.request(routes.listMessages, messagePageSchema, { query: { limit, cursor } });
  }

  markRead(id: string) {
    return this.http.request(routes.markMessageRead, messageReadSchema, { params: { id } });
  }
}
