import { DOCUMENT_ROLES, type TDocumentRole } from '@askhr/shared/documents/documents.schemas';
import type { TMessageKey } from '../../../lib/i18n/i18n';

/** The folders of the Documents page, by the role their documents are for. */
export const FOLDERS: readonly { role: TDocumentRole; titleKey: TMessageKey; textKey: TMessageKey }[] = [
  {
    role: 'people-manager',
    titleKey: 'DOCUMENTS_FOLDER_PEOPLE_MANAGER',
    textKey: 'DOCUMENTS_FOLDER_PEOPLE_MANAGER_TEXT',
  },
  {
    role: 'team-member',
    titleKey: 'DOCUMENTS_FOLDER_TEAM_MEMBER',
    textKey: 'DOCUMENTS_FOLDER_TEAM_MEMBER_TEXT',
  },
];

export const isDocumentRole = (value: string | undefined): value is TDocumentRole =>
  (DOCUMENT_ROLES as readonly string[]).includes(value ?? '');
