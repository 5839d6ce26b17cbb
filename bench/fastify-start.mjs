// The floor under a cold start: plain Fastify with one route answering from memory, no database,
// started as the bench starts the shop (bench/run.ts), on the same machine at the same moment.
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/products', async () => ({ products: [] }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
