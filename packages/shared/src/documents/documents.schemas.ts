import { z } from 'zod';
import { ZCountryCodeRef } from '../countries/countries.schemas';
import { ZQueryId, ZSaveId, ZText, zBodyInt } from '../schemas/primitives';

/** The two folders of the Documents page; People Manager documents need ManagerToolBox. */
export const DOCUMENT_ROLES = ['people-manager', 'team-member'] as const;
export const ZDocumentRole = z.enum(DOCUMENT_ROLES, { message: 'Must be people-manager or team-member' });
export type TDocumentRole = z.infer<typeof ZDocumentRole>;

/** The longest document HTML a save accepts (a long policy with markup stays well below). */
export const DOCUMENT_MAX_LENGTH = 200_000;
export const DOCUMENT_CONTENT_REQUIRED = 'Please write the document';
/**
 * How deep a saved document may nest. Word numbers 9 levels of a list and the portal's editor nests
 * one per Tab, so a real document stays within a few; it never puts a mark inside the same mark, so
 * its bold, italic, underline, strike-through and link are 5 deep at most, more only when pasted.
 * The limits keep the Word file's build and the portal's preview to a depth they handle with ease.
 */
export const DOCUMENT_MAX_LIST_DEPTH = 10;
export const DOCUMENT_MAX_MARK_DEPTH = 20;
/** Any element at all, headings inside headings included, whatever the lists and marks hold. */
export const DOCUMENT_MAX_DEPTH = 64;
export const DOCUMENT_LISTS_TOO_DEEP = `Lists and quotes may be nested up to ${DOCUMENT_MAX_LIST_DEPTH} levels deep`;
export const DOCUMENT_MARKS_TOO_DEEP = `Bold, italic, underline, strike-through and links may be nested up to ${DOCUMENT_MAX_MARK_DEPTH} levels deep`;
export const DOCUMENT_TOO_DEEP = `The document's formatting may be nested up to ${DOCUMENT_MAX_DEPTH} levels deep`;

/** A template the tenant starts from (spec 001 section 3: id, name, description, content). */
export const ZDocumentTemplate = z.object({
  id: z.number(),
  role: ZDocumentRole,
  name: z.string(),
  description: z.string(),
  content: z.string(),
  /** the 'New!' badge shows until then */
  newUntil: z.string().nullable(),
});
export type TDocumentTemplate = z.infer<typeof ZDocumentTemplate>;
export const ZDocumentTemplateList = z.array(ZDocumentTemplate);

/** The tenant's own text of a template, once someone saved it. */
export const ZDocument = z.object({
  id: z.number(),
  documentTemplateId: z.number(),
  content: z.string(),
  lastCustomerUserId: z.number().nullable(),
  lastUpdated: z.string(),
  /** bumped by every save; an update sends back the one it read */
  version: z.number(),
});
export type TDocument = z.infer<typeof ZDocument>;
export const ZDocumentList = z.array(ZDocument);

export const ZDocumentRoleQuery = z.object({ role: ZDocumentRole });
export const ZDocumentParams = z.object({ id: ZQueryId });
export const ZDocumentDownloadQuery = z.object({ country: ZCountryCodeRef });

/**
 * A save: a create (id missing or <= 0) for a template the tenant has not written yet, or an
 * update carrying the version it was made from. The server sanitises the HTML.
 */
export const ZDocumentSave = z.object({
  id: ZSaveId.optional(),
  documentTemplateId: zBodyInt({ min: 1, message: 'Must be an id' }),
  content: ZText.max(DOCUMENT_MAX_LENGTH, 'The document is too long').refine(
    (html) => html.replace(/<[^>]*>/g, '').trim().length > 0,
    DOCUMENT_CONTENT_REQUIRED,
  ),
  version: zBodyInt({ min: 1, message: 'Must be a version' }).optional(),
});
export type TDocumentSave = z.infer<typeof ZDocumentSave>;
export type TDocumentSaveInput = z.input<typeof ZDocumentSave>;
