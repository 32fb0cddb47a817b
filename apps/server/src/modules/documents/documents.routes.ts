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
import { apiPlugin } from '../../auth/api-routes';
import {
  DOCX_CONTENT_TYPE,
  downloadDocument,
  getDocument,
  listDocuments,
  listTemplates,
  saveDocument,
} from './documents.service';

/** Document templates of the two folders and the tenant's own texts of them (spec 001, Documents). */
export const documentsRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route('documents.list', { querystring: ZDocumentRoleQuery, response: ZDocumentList }, async (request) =>
    listDocuments(db, tenantOf(request), request.query.role),
  );

  route(
    'documents.templates',
    { querystring: ZDocumentRoleQuery, response: ZDocumentTemplateList },
    async (request) => listTemplates(db, tenantOf(request), request.query.role),
  );

  route('documents.get', { params: ZDocumentParams, response: ZDocument }, async (request) =>
    getDocument(db, tenantOf(request), request.params.id),
  );

  route('documents.save', { body: ZDocumentSave, response: ZSavedItem }, async (request) =>
    saveDocument(db, tenantOf(request), request.body),
  );

  route(
    'documents.download',
    { params: ZDocumentParams, querystring: ZDocumentDownloadQuery, produces: [DOCX_CONTENT_TYPE] },
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
});
