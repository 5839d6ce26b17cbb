import { ContainerModule } from 'inversify';
import { PORTS, SETTINGS } from '../../composition/shop-ids';
import type { AuthConfig } from '../../../core/ports/browser/auth-config';
import { FirebaseAccountLinks } from './firebase-account-links';
import { FirebaseIdentityVerifier } from './firebase-identity-verifier';

/**
 * Sign-in with Firebase Auth (a real project or the emulator): the server's verifier, the links
 * that confirm an email or reset a password (to the shop's own page), and where the browser finds it.
 */
export const firebaseModule = (authConfig: AuthConfig) =>
  new ContainerModule(({ bind }) => {
    const verifier = new FirebaseIdentityVerifier(authConfig.projectId);
    bind(PORTS.IdentityVerifier).toConstantValue(verifier);
    bind(PORTS.AccountLinks)
      .toResolvedValue((mail) => new FirebaseAccountLinks(() => verifier.auth(), mail.shopUrl), [SETTINGS.ShopMail])
      .inSingletonScope();
    bind(SETTINGS.AuthConfig).toConstantValue(authConfig);
  });
