import type { FastifyInstance } from 'fastify';
import type { Profiles } from '../../../core/shop/profiles';
import type { Reviews } from '../../../core/shop/reviews';
import { routes } from '../contract';
import { addRoute, type Authenticate } from './add-route';

export function profileAndReviewRoutes(app: FastifyInstance, authenticate: Authenticate, { profiles, reviews }: { profiles: Profiles; reviews: Reviews }) {
  addRoute(app, authenticate, routes.getProfile, ({ params, caller }) => profiles.getProfile(caller, params.email));
  addRoute(app, authenticate, routes.saveProfile, ({ params, body, caller }) => profiles.saveProfile(caller, params.email, body));

  addRoute(app, authenticate, routes.writeReview, async ({ body, caller, reply }) => {
    const review = await reviews.writeReview(caller, body);
    reply.code(201);
    return review;
  });
  addRoute(app, authenticate, routes.editReview, ({ params, body, caller }) => reviews.editReview(caller, params.id, body));
  addRoute(app, authenticate, routes.deleteReview, ({ params, caller }) => reviews.deleteReview(caller, params.id));
  addRoute(app, authenticate, routes.myReviews, ({ caller }) => reviews.myReviews(caller));
  addRoute(app, authenticate, routes.productReviews, ({ params }) => reviews.productReviews(params.id));
  addRoute(app, authenticate, routes.latestReviews, () => reviews.latestReviews());
}
