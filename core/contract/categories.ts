import * as v from 'valibot';
import { newCategorySchema } from '../domain/category';
import { pageQuerySchema } from '../shop/catalogue';
import { catalogueProductSchema } from './catalogue';
import { deletedSchema, idParams, type RouteContract } from './route-contract';

export const categorySchema = v.object({ _id: v.string(), name: v.string(), parentId: v.nullable(v.string()) });

// Flat, in the tree's order: the API reference describes no recursive schema, and the core's categoryTree nests it again.
export const categoryListSchema = v.object({ categories: v.array(categorySchema) });

export const categoryPageSchema = v.object({
  path: v.array(categorySchema),
  children: v.array(categorySchema),
  products: v.object({ items: v.array(catalogueProductSchema), nextCursor: v.nullable(v.string()) }),
});

const PLACEMENT = 'at the top (`parentId` null or left out) or under another category, at most four deep, never beside a category of the same name (409) nor under itself or a category inside it (400)';

/** The catalogue's categories: anyone reads them, admins keep them. */
export const categoryRoutes = {
  listCategories: {
    method: 'GET',
    path: '/api/categories',
    doc: '`{ categories }`: every category with its `parentId` (null at the top), in the tree\'s order: each followed by the categories under it, each level in name order',
    access: 'public',
    cacheable: true,
    response: categoryListSchema,
  },
  getCategory: {
    method: 'GET',
    path: '/api/categories/:id',
    doc: "`{ path, children, products }`: where the category sits (`path`, top first, itself last), the categories right under it, and a page of its products and those of every category under it, in catalogue order (`limit` 1 to 100, default 12; `products.nextCursor` back as `cursor`); 404 for an unknown id",
    params: idParams,
    query: pageQuerySchema,
    access: 'public',
    cacheable: true,
    response: categoryPageSchema,
  },
  addCategory: {
    method: 'POST',
    path: '/api/categories',
    doc: `201, the category \`{ name, parentId }\` added, ${PLACEMENT}`,
    body: newCategorySchema,
    access: 'admin',
    changesCatalogue: true,
    response: categorySchema,
    status: 201,
  },
  updateCategory: {
    method: 'PUT',
    path: '/api/categories/:id',
    doc: `the category renamed or moved with everything under it, ${PLACEMENT}; 404 for an unknown id`,
    params: idParams,
    body: newCategorySchema,
    access: 'admin',
    changesCatalogue: true,
    response: categorySchema,
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/api/categories/:id',
    doc: '`{ deletedCount }`: the category deleted; only an empty one: 409 while products or categories are under it',
    params: idParams,
    access: 'admin',
    changesCatalogue: true,
    response: deletedSchema,
  },
} as const satisfies Record<string, RouteContract>;
