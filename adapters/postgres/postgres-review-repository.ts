import { desc, eq, sql } from 'drizzle-orm';
import type { Review } from '../../core/domain/review';
import type { NewReview, ReviewRepository } from '../../core/ports/driven/review-repository';
import type { ShopDatabase } from './database';
import { reviews } from './schema';

const columns = {
  _id: reviews.id,
  productId: reviews.productId,
  productName: reviews.productName,
  customerId: reviews.customerId,
  customerEmail: reviews.customerEmail,
  customerName: reviews.customerName,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

type Row = Omit<Review, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
const toReview = (row: Row): Review => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

export class PostgresReviewRepository implements ReviewRepository {
  constructor(private readonly db: ShopDatabase) {}

  async create(review: NewReview) {
    const [row] = await this.db
      .insert(reviews)
      .values({ ...review, id: crypto.randomUUID() })
      .onConflictDoNothing({ target: [reviews.productId, reviews.customerId] })
      .returning(columns);
    return row ? toReview(row) : null;
  }

  async findById(id: string) {
    const [row] = await this.db.select(columns).from(reviews).where(eq(reviews.id, id));
    return row ? toReview(row) : null;
  }

  async update(id: string, change: Pick<Review, 'rating' | 'text'>) {
    const [row] = await this.db
      .update(reviews)
      .set({ rating: change.rating, text: change.text, updatedAt: new Date() })
      .where(eq(reviews.id, id))
      .returning(columns);
    return row ? toReview(row) : null;
  }

  async delete(id: string) {
    const rows = await this.db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
    return rows.length > 0;
  }

  async listByCustomer(customerId: string) {
    return (await this.db.select(columns).from(reviews).where(eq(reviews.customerId, customerId)).orderBy(desc(reviews.seq))).map(toReview);
  }

  async listByProduct(productId: string, limit: number) {
    const rows = await this.db.select(columns).from(reviews).where(eq(reviews.productId, productId)).orderBy(desc(reviews.seq)).limit(limit);
    return rows.map(toReview);
  }

  async listLatest(limit: number) {
    return (await this.db.select(columns).from(reviews).orderBy(desc(reviews.seq)).limit(limit)).map(toReview);
  }

  async summaryFor(productId: string) {
    const [row] = await this.db
      .select({ average: sql<string | null>`round(avg(${reviews.rating}), 1)`, count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(eq(reviews.productId, productId));
    return { average: row.average === null ? null : Number(row.average), count: row.count };
  }
}
