import { describe, expect, it, vi } from 'vitest';
import type { AuthConfig } from '../../../core/ports/browser/auth-config';
import { LazyFirebaseAuthService } from './lazy-firebase-auth-service';

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lazy Firebase sign-in service', () => {
  it('tells a browser keeping no session that nobody is signed in, without loading Firebase', async () => {
    const loadConfig = vi.fn<() => Promise<AuthConfig>>();
    const listener = vi.fn();
    const stop = new LazyFirebaseAuthService(loadConfig, () => false).watch(listener);
    await nextTick();
    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
    expect(loadConfig).not.toHaveBeenCalled();
    stop();
  });

  it('loads Firebase at once where a session is kept (and reports nobody when it cannot)', async () => {
    const loadConfig = vi.fn(() => Promise.reject(new Error('offline')));
    const listener = vi.fn();
    new LazyFirebaseAuthService(loadConfig, () => true).watch(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(null));
    expect(loadConfig).toHaveBeenCalledOnce();
  });
});
