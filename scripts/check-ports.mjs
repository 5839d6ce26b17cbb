// Finds, before anything starts, a port the shop needs that something else already holds: a
// second shop on one machine would otherwise stop half-started, with the emulator's own trace.
import net from 'node:net';

/** Whether something may listen on `port` at `host` now. */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port number as an environment variable gives it, or null when it is not one. */
export function portFrom(value) {
  return /^\d{1,5}$/.test(String(value)) && Number(value) <= 65535 ? Number(value) : null;
}

/**
 * @typedef {{ port: number, host?: string, what: string, variable: string, another: number }} PortNeed
 * `what` names the port's user; `variable` is the setting that moves it, and `another` a value to suggest.
 * @param {PortNeed[]} needs
 * @param {string} command how the shop was started, shown in the suggestion
 * @returns {Promise<string | null>} one line naming every port taken and the settings that move them, or null when all are free
 */
export async function takenPortMessage(needs, command) {
  const taken = [];
  for (const need of needs) if (need.port !== 0 && !(await portIsFree(need.port, need.host))) taken.push(need);
  if (taken.length === 0) return null;
  const ports = taken.map((need) => `${need.port} (${need.what})`);
  const which = taken.length === 1 ? `Port ${ports[0]} is` : `Ports ${ports.slice(0, -1).join(', ')} and ${ports.at(-1)} are`;
  const settings = [...new Map(taken.map((need) => [need.variable, `${need.variable}=${need.another}`])).values()];
  return `${which} already in use: stop what listens there, or choose other ports, e.g. ${settings.join(' ')} ${command}`;
}
