import proxyAddr from '@fastify/proxy-addr';

/** TRUST_PROXY: how many proxies stand in front of the server, or their addresses; none when false. */
export type TrustProxy = number | string | false;

/**
 * Whether the address `hop` steps from the server is a proxy trusted to speak for the client,
 * read as Fastify reads `trustProxy` (with its own proxy-addr), so that the client's address and
 * a proxy's request id are believed of the same proxies.
 */
export function trustedProxies(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting.split(',').map((part) => part.trim()));
}
