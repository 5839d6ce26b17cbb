import type { SessionApi } from '../../../core/ports/session-api';
import { adminAnswerSchema, routes, sessionSchema } from '../contract';
import type { HttpClient } from './http-client';

export class HttpSessionApi implements SessionApi {
  constructor(private readonly http: HttpClient) {}

  openSession(email: string, idToken: string) {
    return this.http.request(routes.openSession, sessionSchema, { params: { email }, body: { email }, proof: idToken });
  }

  async isAdmin(email: string) {
    return (await this.http.request(routes.isAdmin, adminAnswerSchema, { params: { email } })).admin;
  }
}
