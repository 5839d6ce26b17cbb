import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServedFiles } from '../../composition/adapter-registry';

// A file's name is never a path: one segment of letters, digits, dots, dashes and underscores.
const FILE_NAME = /^[\w.-]{1,200}$/;

/**
 * Files an adapter has the shop serve under a path, cached for a year: their names never change
 * (a new picture gets a new name). A folder is served from disk; otherwise the adapter reads them.
 */
export async function serveFiles(app: FastifyInstance, served: ServedFiles) {
  if ('folder' in served) {
    await app.register(fastifyStatic, { root: served.folder, prefix: served.prefix, decorateReply: false, wildcard: true, maxAge: '365d', immutable: true });
    return;
  }
  app.get<{ Params: { name: string } }>(`${served.prefix}:name`, async (request, reply) => {
    const file = FILE_NAME.test(request.params.name) ? await served.read(request.params.name) : null;
    if (!file) return reply.status(404).send({ type: 'not_found', message: 'There is no such file' });
    return reply.type(file.type).header('cache-control', 'public, max-age=31536000, immutable').send(Buffer.from(file.bytes));
  });
}
