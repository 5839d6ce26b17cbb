import type { FastifyInstance } from 'fastify';
import type { ContactInbox } from '../../../core/shop/contact-inbox';
import { routes } from '../contract';
import { addRoute, type RouteServices } from './add-route';

export function contactRoutes(app: FastifyInstance, services: RouteServices, inbox: ContactInbox) {
  addRoute(app, services, routes.sendContactMessage, async ({ body, reply }) => {
    const received = await inbox.receive(body);
    reply.code(201);
    return received;
  });
  addRoute(app, services, routes.listMessages, ({ query, caller }) => inbox.listMessages(caller, query));
  addRoute(app, services, routes.markMessageRead, ({ params, caller }) => inbox.markRead(caller, params.id));
}
