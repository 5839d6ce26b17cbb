import type { SessionApi } from '../../../core/ports/browser/session-api';
import type { HttpClient } from './http-client';

export class HttpSessionApi implements SessionApi {
  constructor(private readonly http: HttpClient) {}

  openSession(email: string, idToken: string) {
    return this.http.call('openSession', { params: { email }, body: { email }, proof: idToken });
  }

  async isAdmin(email: string) {
    return (await this.http.call('isAdmin', { params: { email } })).admin;
  }

  async accountChanged(email: string) {
    await this.http.call('checkAccount', { body: { email } });
  }
}
