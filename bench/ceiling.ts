// The framework's ceiling: a plain Fastify route answering fixed bytes (the product list's), no
// database, no auth. `npm run bench` compares every shop endpoint to it.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.BODY_FILE!, 'utf8');
const app = Fastify({ logger: false });
app.get('/ceiling', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
