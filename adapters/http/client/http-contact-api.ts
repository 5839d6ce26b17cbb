import type { ContactForm } from '../../../core/domain/contact';
import type { ContactApi } from '../../../core/ports/browser/contact-api';
import type { PageRequest } from '../../../core/domain/page';
import type { HttpClient } from './http-client';

export class HttpContactApi implements ContactApi {
  constructor(private readonly http: HttpClient) {}

  async sendMessage(form: ContactForm) {
    await this.http.call('sendContactMessage', { body: form });
  }

  listMessages({ limit, cursor }: PageRequest) {
    return this.http.call('listMessages', { query: { limit, cursor } });
  }

  markRead(id: string) {
    return this.http.call('markMessageRead', { params: { id } });
  }
}
