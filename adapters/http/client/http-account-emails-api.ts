import type { AccountEmailsApi } from '../../../core/ports/browser/account-emails-api';
import type { HttpClient } from './http-client';

export class HttpAccountEmailsApi implements AccountEmailsApi {
  constructor(private readonly http: HttpClient) {}

  resendVerification() {
    return this.http.call('sendVerificationEmail');
  }

  requestPasswordReset(email: string) {
    return this.http.call('requestPasswordReset', { body: { email } });
  }
}
