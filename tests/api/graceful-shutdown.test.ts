import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess, testPort, type ServerProcess } from '../support/server-process';

/** SIGTERM, as an orchestrator sends it: the request in flight is answered, new ones are not taken, the process ends soon. */
const dir = mkdtempSync(path.join(tmpdir(), 'shop-shutdown-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('answers the request in flight, refuses new connections and exits within ten seconds', async () => {
  const port = testPort();
  server = await startServerProcess({ DATA_DIR: dir, WEB_ROOT: dir }, port);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => server!.process.once('exit', (code) => resolve({ code, at: Date.now() })));

  // A visitor's message, its body half sent when the stop comes.
  const body = JSON.stringify({ name: 'Rhiannon Price', email: 'rhiannon@example.com', message: 'Do you make a 12 mm masonry bit in bulk?' });
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`);
  await wait(300);

  const stoppedAt = Date.now();
  server.process.kill('SIGTERM');
  await wait(500);
  const refused = await fetch(`${server.base}/api/products?limit=1`).then((res) => res.status, () => 'refused');
  // The rest of the body, the connection left open for the answer (a client's FIN would abort the request).
  socket.write(body.slice(20));
  await closed;

  expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  expect(answer).toContain('"receivedAt"');
  expect(answer.toLowerCase()).toContain('connection: close');
  expect(refused).toBe('refused');
  const { code, at } = await exited;
  expect(code).toBe(0);
  expect(at - stoppedAt).toBeLessThan(10_000);
});
