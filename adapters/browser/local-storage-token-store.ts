import type { TokenStore } from '../../core/ports/browser/session-api';

/** The access token in localStorage under `accessToken`, where the shop has always kept it. */
export class LocalStorageTokenStore implements TokenStore {
  constructor(
    private readonly key = 'accessToken',
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
  ) {}

  get() {
    return this.storage?.getItem(this.key) ?? null;
  }

  set(token: string) {
    this.storage?.setItem(this.key, token);
  }

  clear() {
    this.storage?.removeItem(this.key);
  }
}
