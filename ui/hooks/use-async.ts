import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'success'; data: T };

/** Runs `load` when `key` changes; a stale answer never overwrites a newer one. */
export function useAsync<T>(load: () => Promise<T>, key: unknown[]): AsyncState<T> & { retry(): void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const run = ++latest.current;
    setState({ status: 'loading' });
    load().then(
      (data) => run === latest.current && setState({ status: 'success', data }),
      (error: unknown) => run === latest.current && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what the load depends on
  }, [...key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
