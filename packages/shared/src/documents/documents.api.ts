import { defineApi, general } from '../access/api-route';

const access = { all: general, features: ['Documents'] } as const;

/** Documents in the API catalogue (access/api-routes.ts). */
export const DOCUMENTS_API = defineApi('Documents', access, {
  // documents: People Manager documents also need ManagerToolBox, which the service checks per role
  'documents.list': {
    route: 'GET /api/Documents/',
    summary: "The tenant's documents of one folder (403 for People Manager without ManagerToolBox)",
  },
  'documents.templates': {
    route: 'GET /api/Documents/templates',
    summary: 'The templates of one folder',
  },
  'documents.get': {
    route: 'GET /api/Documents/:id',
    summary: 'One document',
  },
  'documents.save': {
    route: 'POST /api/Documents/',
    access: { all: [...general, 'edit-documents'], features: ['Documents'] },
    summary: "Creates (id missing or <= 0) or updates the tenant's document of a template (409 when stale)",
  },
  'documents.download': {
    route: 'GET /api/Documents/templates/:id/download',
    summary: "A template's document as .docx, placeholders filled for the country",
  },
});
