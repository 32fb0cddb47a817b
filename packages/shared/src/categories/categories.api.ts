import { defineApi, general } from '../access/api-route';

const access = { all: general } as const;

/** Categories and tags in the API catalogue (access/api-routes.ts). */
export const CATEGORIES_API = defineApi('Categories', access, {
  'categories.list': {
    route: 'GET /api/Categories/',
    summary: "The tenant's categories",
  },
  'tags.list': {
    route: 'GET /api/Tags/',
    summary: "The tenant's tags",
  },
});
