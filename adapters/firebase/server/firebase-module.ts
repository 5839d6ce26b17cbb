import { ContainerModule } from 'inversify';
import { PORTS, SETTINGS } from '../../composition/shop-ids';
import type { AuthConfig } from '../auth-config';
import { FirebaseIdentityVerifier } from './firebase-identity-verifier';

/** Sign-in with Firebase Auth (a real project or the emulator): the server's verifier, and where the browser finds it. */
export const firebaseModule = (authConfig: AuthConfig) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.IdentityVerifier).toConstantValue(new FirebaseIdentityVerifier(authConfig.projectId));
    bind(SETTINGS.AuthConfig).toConstantValue(authConfig);
  });
