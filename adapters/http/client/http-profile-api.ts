import type { ProfileForm } from '../../../core/domain/profile';
import type { ProfileApi } from '../../../core/ports/browser/profile-api';
import type { HttpClient } from './http-client';

export class HttpProfileApi implements ProfileApi {
  constructor(private readonly http: HttpClient) {}

  getProfile(email: string) {
    return this.http.call('getProfile', { params: { email } });
  }

  saveProfile(email: string, form: ProfileForm) {
    return this.http.call('saveProfile', { params: { email }, body: form });
  }
}
