import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDocument,
  ZDocumentDownloadQuery,
  ZDocumentList,
  ZDocumentParams,
  ZDocumentRoleQuery,
  ZDocumentSave,
  ZDocumentTemplateList,
} from '@askhr/shared/documents/documents.schemas';
import { ZSavedItem } from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import {
  DOCX_CONTENT_TYPE,
  downloadDocument,
  getDocument,
  listDocuments,
  listTemplates,
  saveDocument,
} from './documents.service';

const tags = ['Documents'];

/** Document templates of the two folders and the tenant's own texts of them (spec 001, Documents). */
export const documentsRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Documents/',
    {
      onRequest: app.access('documents.list'),
      schema: {
        tags,
        summary: "The tenant's documents of one folder (403 for People Manager without ManagerToolBox)",
        querystring: ZDocumentRoleQuery,
        response: { 200: ZDocumentList },
      },
    },
    async (request) => listDocuments(db, tenantOf(request), request.query.role),
  );

  app.get(
    '/Documents/templates',
    {
      onRequest: app.access('documents.templates'),
      schema: {
        tags,
        summary: 'The templates of one folder',
        querystring: ZDocumentRoleQuery,
        response: { 200: ZDocumentTemplateList },
      },
    },
    async (request) => listTemplates(db, tenantOf(request), request.query.role),
  );

  app.get(
    '/Documents/:id',
    {
      onRequest: app.access('documents.get'),
      schema: { tags, summary: 'One document', params: ZDocumentParams, response: { 200: ZDocument } },
    },
    async (request) => getDocument(db, tenantOf(request), request.params.id),
  );

  app.post(
    '/Documents/',
    {
      onRequest: app.access('documents.save'),
      schema: {
        tags,
        summary:
          "Creates (id missing or <= 0) or updates the tenant's document of a template (409 when stale)",
        body: ZDocumentSave,
        response: { 200: ZSavedItem },
      },
    },
    async (request) => saveDocument(db, tenantOf(request), request.body),
  );

  app.get(
    '/Documents/templates/:id/download',
    {
      onRequest: app.access('documents.download'),
      schema: {
        tags,
        summary: "A template's document as .docx, placeholders filled for the country",
        params: ZDocumentParams,
        querystring: ZDocumentDownloadQuery,
        produces: [DOCX_CONTENT_TYPE],
      },
    },
    async (request, reply) => {
      const file = await downloadDocument(db, tenantOf(request), request.params.id, request.query.country);
      const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      return reply
        .type(DOCX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.body);
    },
  );
};
