import type { AuthConfig } from '../../../core/ports/browser/auth-config';
import type { PageOrigins } from '../../composition/adapter-registry';

/** The origins the sign-in pages need to reach: the emulator, or Google's endpoints. */
export function signInOrigins(config: AuthConfig): PageOrigins {
  if (config.emulatorUrl) return { connect: [config.emulatorUrl], frame: [config.emulatorUrl] };
  return {
    script: ['https://apis.google.com'],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'],
    frame: [`https://${config.authDomain}`],
  };
}
