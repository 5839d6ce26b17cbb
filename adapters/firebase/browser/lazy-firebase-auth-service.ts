import type { AuthService, AuthUser } from '../../../core/ports/auth-service';
import type { AuthConfig } from '../auth-config';
import { toAuthError } from './firebase-errors';

/**
 * The Firebase sign-in service, loaded only when first used, so the catalogue's pages
 * paint before Firebase's SDK has even arrived.
 */
export class LazyFirebaseAuthService implements AuthService {
  private service: Promise<AuthService> | null = null;
  private current: AuthService | null = null;

  constructor(private readonly loadConfig: () => Promise<AuthConfig>) {}

  private ready(): Promise<AuthService> {
    this.service ??= Promise.all([this.loadConfig(), import('./firebase-auth-service')]).then(([config, module]) => {
      this.current = new module.FirebaseAuthService(config);
      return this.current;
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

  watch(listener: (user: AuthUser | null) => void) {
    let stop: (() => void) | null = null;
    let stopped = false;
    this.ready().then(
      (service) => {
        if (!stopped) stop = service.watch(listener);
      },
      // Without the sign-in service nobody can be signed in.
      () => !stopped && listener(null),
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

  signOut() {
    return this.use((s) => s.signOut());
  }

  idToken(forceRefresh?: boolean) {
    return this.use((s) => s.idToken(forceRefresh));
  }
}
