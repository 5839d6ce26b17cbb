import type { AuthService, AuthUser } from '../../../core/ports/browser/auth-service';
import type { AuthConfig } from '../../../core/ports/browser/auth-config';
import { toAuthError } from './firebase-errors';

/**
 * The Firebase sign-in service, loaded only when first used, so the catalogue's pages
 * paint before Firebase's SDK has even arrived. A browser that keeps no session of the shop
 * (`keptSession`: the shop's access token, kept while someone is signed in) has nobody signed
 * in: it is told so at once, and Firebase loads only for a sign-in, here or in another tab.
 */
export class LazyFirebaseAuthService implements AuthService {
  private service: Promise<AuthService> | null = null;
  private current: AuthService | null = null;
  /** Watchers waiting for Firebase to load. */
  private readonly onLoad = new Set<(service: AuthService) => void>();

  constructor(
    private readonly loadConfig: () => Promise<AuthConfig>,
    private readonly keptSession: () => boolean = () => true,
  ) {}

  private ready(): Promise<AuthService> {
    this.service ??= Promise.all([this.loadConfig(), import('./firebase-auth-service')]).then(([config, module]) => {
      const service = new module.FirebaseAuthService(config);
      this.current = service;
      for (const subscribe of this.onLoad) subscribe(service);
      this.onLoad.clear();
      return service;
    });
    return this.service;
  }

  private async use<T>(work: (service: AuthService) => Promise<T>) {
    let service: AuthService;
    try {
      service = await this.ready();
    } catch (error) {
      this.service = null;
      throw toAuthError(error);
    }
    return work(service);
  }

  watch(listener: (user: AuthUser | null) => void, unavailable?: (error: unknown) => void) {
    let stop: (() => void) | null = null;
    let stopped = false;
    if (!this.service && !this.keptSession()) {
      const subscribe = (service: AuthService) => {
        stop = service.watch(listener);
      };
      this.onLoad.add(subscribe);
      // A sign-in in another tab keeps a session there: load Firebase, which then reports that user.
      const signedInElsewhere = () => {
        if (this.keptSession()) this.ready().catch(() => (this.service = null));
      };
      globalThis.addEventListener?.('storage', signedInElsewhere);
      void Promise.resolve().then(() => !stopped && !stop && listener(null));
      return () => {
        stopped = true;
        this.onLoad.delete(subscribe);
        globalThis.removeEventListener?.('storage', signedInElsewhere);
        stop?.();
      };
    }
    this.ready().then(
      (service) => {
        if (!stopped) stop = service.watch(listener);
      },
      // The sign-in service did not load (offline, or the page is being left): who is signed in is unknown.
      (error: unknown) => {
        this.service = null;
        if (!stopped) (unavailable ?? (() => listener(null)))(toAuthError(error));
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }

  currentUser() {
    return this.current?.currentUser() ?? null;
  }

  signIn(email: string, password: string) {
    return this.use((s) => s.signIn(email, password));
  }

  signUp(name: string, email: string, password: string) {
    return this.use((s) => s.signUp(name, email, password));
  }

  signInWithGoogle() {
    return this.use((s) => s.signInWithGoogle());
  }

  rename(name: string) {
    return this.use((s) => s.rename(name));
  }

  signOut() {
    return this.use((s) => s.signOut());
  }

  idToken(forceRefresh?: boolean) {
    return this.use((s) => s.idToken(forceRefresh));
  }

  confirmEmail(code: string) {
    return this.use((s) => s.confirmEmail(code));
  }

  checkPasswordResetCode(code: string) {
    return this.use((s) => s.checkPasswordResetCode(code));
  }

  resetPassword(code: string, newPassword: string) {
    return this.use((s) => s.resetPassword(code, newPassword));
  }
}
