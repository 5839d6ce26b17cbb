import type { ReviewForm } from '../../../core/domain/review';
import type { ReviewsApi } from '../../../core/ports/browser/reviews-api';
import type { HttpClient } from './http-client';

export class HttpReviewsApi implements ReviewsApi {
  constructor(private readonly http: HttpClient) {}

  writeReview(productId: string, form: ReviewForm) {
    return this.http.call('writeReview', { body: { productId, ...form } });
  }

  editReview(id: string, form: ReviewForm) {
    return this.http.call('editReview', { params: { id }, body: form });
  }

  async deleteReview(id: string) {
    await this.http.call('deleteReview', { params: { id } });
  }

  myReviews() {
    return this.http.call('myReviews');
  }

  productReviews(productId: string) {
    return this.http.call('productReviews', { params: { id: productId } });
  }

  latestReviews() {
    return this.http.call('latestReviews');
  }
}
