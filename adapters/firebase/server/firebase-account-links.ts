import type { Auth } from 'firebase-admin/auth';
import type { AccountLinks } from '../../../core/ports/driven/mail';

const isUserNotFound = (error: unknown) => ['auth/user-not-found', 'auth/email-not-found'].includes((error as { code?: string }).code ?? '');

/**
 * Account links made by firebase-admin, leading to the shop's own page. Firebase's link goes to
 * its own handler (the emulator's answers JSON instructions, not a page); the shop's
 * /auth/action page takes the same one-time code and finishes the step with the Firebase SDK,
 * against the emulator and a real project alike.
 */
export class FirebaseAccountLinks implements AccountLinks {
  constructor(
    private readonly auth: () => Promise<Auth>,
    private readonly shopUrl: string,
  ) {}

  async emailVerificationLink(email: string) {
    return this.toShopPage(await (await this.auth()).generateEmailVerificationLink(email, this.continueTo('/dashboard')));
  }

  async passwordResetLink(email: string) {
    try {
      return this.toShopPage(await (await this.auth()).generatePasswordResetLink(email, this.continueTo('/login')));
    } catch (error) {
      if (isUserNotFound(error)) return null;
      throw error;
    }
  }

  /** Where Firebase's own handler would send the reader afterwards (a real project needs the shop's domain authorised). */
  private continueTo(path: string) {
    return { url: new URL(path, this.shopUrl).toString() };
  }

  private toShopPage(firebaseLink: string) {
    const from = new URL(firebaseLink).searchParams;
    const mode = from.get('mode');
    const oobCode = from.get('oobCode');
    if (!mode || !oobCode) throw new Error('The sign-in service made a link without its mode and code');
    const page = new URL('/auth/action', this.shopUrl);
    page.search = new URLSearchParams({ mode, oobCode }).toString();
    return page.toString();
  }
}
