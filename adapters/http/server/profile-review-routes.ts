import type { FastifyInstance } from 'fastify';
import type { Profiles } from '../../../core/shop/profiles';
import type { Reviews } from '../../../core/shop/reviews';
import { routes } from '../contract';
import { addRoute, type RouteServices } from './add-route';

export function profileAndReviewRoutes(app: FastifyInstance, services: RouteServices, { profiles, reviews }: { profiles: Profiles; reviews: Reviews }) {
  addRoute(app, services, routes.getProfile, ({ params, caller }) => profiles.getProfile(caller, params.email));
  addRoute(app, services, routes.saveProfile, ({ params, body, caller }) => profiles.saveProfile(caller, params.email, body));

  addRoute(app, services, routes.writeReview, async ({ body, caller, reply }) => {
    const review = await reviews.writeReview(caller, body);
    reply.code(201);
    return review;
  });
  addRoute(app, services, routes.editReview, ({ params, body, caller }) => reviews.editReview(caller, params.id, body));
  addRoute(app, services, routes.deleteReview, ({ params, caller }) => reviews.deleteReview(caller, params.id));
  addRoute(app, services, routes.myReviews, ({ caller }) => reviews.myReviews(caller));
  addRoute(app, services, routes.productReviews, ({ params }) => reviews.productReviews(params.id));
  addRoute(app, services, routes.latestReviews, () => reviews.latestReviews());
}
