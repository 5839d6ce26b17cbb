import { categoryMessages, whyNotPlaced, type Category, type NewCategory } from '../domain/category';
import { completeTerms, partNumberMessages, termsProblem, type NewProduct, type Product } from '../domain/product';
import type { CategoryRepository, CategoryWrite } from '../ports/driven/category-repository';
import { CategoryMissingError, PartNumberTakenError, type ProductRepository } from '../ports/driven/product-repository';
import { conflict, invalidData, notFound } from './errors';
import { auditActorOf } from '../domain/audit';
import type { Admin } from './permissions';

/** The write's product, or the shop's words when another product has its part number or its category is gone. */
async function unlessTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof PartNumberTakenError) throw conflict(partNumberMessages.taken(error.partNumber));
    if (error instanceof CategoryMissingError) throw invalidData(categoryMessages.productCategoryMissing);
    throw error;
  }
}

/** The category written, or the shop's words for why it was not: a sibling's name is a conflict, the rest bad input. */
function savedOrRefused(write: CategoryWrite, name: string): Category {
  if ('missing' in write) throw notFound(categoryMessages.missing);
  if ('refused' in write) throw write.refused === categoryMessages.nameTaken(name) ? conflict(write.refused) : invalidData(write.refused);
  return write.saved;
}

/**
 * Admins keeping the catalogue (the contract lets only admins in, and checks every product against
 * the one product schema); each change is written to the audit log in its own transaction, naming the admin.
 */
export class CatalogueAdmin {
  constructor(
    private readonly products: ProductRepository,
    private readonly categories: CategoryRepository,
  ) {}

  /** A new category, at the top or under another (never deeper than four, never beside a sibling of its name). */
  async addCategory(admin: Admin, category: NewCategory): Promise<Category> {
    return savedOrRefused(await this.categories.insert(category, (all) => whyNotPlaced(all, null, category.name, category.parentId), auditActorOf(admin)), category.name);
  }

  /** Renames or moves a category, with everything under it; never under itself or a category inside it. */
  async updateCategory(admin: Admin, id: string, category: NewCategory): Promise<Category> {
    return savedOrRefused(await this.categories.update(id, category, (all) => whyNotPlaced(all, id, category.name, category.parentId), auditActorOf(admin)), category.name);
  }

  /** Deletes a category that holds no products and no categories. */
  async deleteCategory(admin: Admin, id: string): Promise<{ deletedCount: number }> {
    const outcome = await this.categories.deleteIfEmpty(id, auditActorOf(admin));
    if (outcome === 'missing') throw notFound(categoryMessages.missing);
    if (outcome === 'not-empty') throw conflict(categoryMessages.notEmpty);
    return { deletedCount: 1 };
  }

  async addProduct(admin: Admin, product: NewProduct): Promise<Product> {
    return unlessTaken(this.products.insert(product, auditActorOf(admin)));
  }

  /**
   * Saves the product; orders already placed keep the name and price they were placed with. An edit
   * that leaves out the pack size or the breaks keeps the product's own, which its new bounds and price must fit.
   */
  async updateProduct(admin: Admin, id: string, product: NewProduct): Promise<Product> {
    // Stryker disable next-line ConditionalExpression: with both given, the stored ones are not used, and the schema checked them together
    if (product.packSize === undefined || product.priceBreaks === undefined) {
      const stored = await this.products.findById(id);
      if (!stored) throw notFound('No product has that id');
      const unfit = termsProblem(completeTerms(product, stored));
      if (unfit) throw invalidData(unfit.message);
    }
    const saved = await unlessTaken(this.products.update(id, product, auditActorOf(admin)));
    if (!saved) throw notFound('No product has that id');
    return saved;
  }

  async deleteProduct(admin: Admin, id: string): Promise<{ deletedCount: number }> {
    if (!(await this.products.delete(id, auditActorOf(admin)))) throw notFound('No product has that id');
    return { deletedCount: 1 };
  }
}
