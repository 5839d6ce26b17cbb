import type { ProfileForm } from '../../../core/domain/profile';
import type { ProfileApi } from '../../../core/ports/profile-api';
import { profileSchema, routes } from '../contract';
import type { HttpClient } from './http-client';

export class HttpProfileApi implements ProfileApi {
  constructor(private readonly http: HttpClient) {}

  getProfile(email: string) {
    return this.http.request(routes.getProfile, profileSchema, { params: { email } });
  }

  saveProfile(email: string, form: ProfileForm) {
    return this.http.request(routes.saveProfile, profileSchema, { params: { email }, body: form });
  }
}
