import type { ReviewForm } from '../../../core/domain/review';
import type { ReviewsApi } from '../../../core/ports/reviews-api';
import { deletedSchema, myReviewsSchema, productReviewsSchema, reviewListSchema, reviewSchema, routes } from '../contract';
import type { HttpClient } from './http-client';

export class HttpReviewsApi implements ReviewsApi {
  constructor(private readonly http: HttpClient) {}

  writeReview(productId: string, form: ReviewForm) {
    return this.http.request(routes.writeReview, reviewSchema, { body: { productId, ...form } });
  }

  editReview(id: string, form: ReviewForm) {
    return this.http.request(routes.editReview, reviewSchema, { params: { id }, body: form });
  }

  async deleteReview(id: string) {
    await this.http.request(routes.deleteReview, deletedSchema, { params: { id } });
  }

  myReviews() {
    return this.http.request(routes.myReviews, myReviewsSchema);
  }

  productReviews(productId: string) {
    return this.http.request(routes.productReviews, productReviewsSchema, { params: { id: productId } });
  }

  latestReviews() {
    return this.http.request(routes.latestReviews, reviewListSchema);
  }
}
