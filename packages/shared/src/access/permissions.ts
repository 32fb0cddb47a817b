/** Permission keys carried by tenant roles (spec 000 section 6). */
export const PERMISSIONS = [
  'normal-user',
  'admin-user',
  'manage-users',
  'edit-tenant-settings',
  'edit-push-messages',
  'edit-surveys',
  'it-admin',
  'edit-custom-questions',
  'view-feedback',
  'portal-webchat',
  'edit-bot-reactions',
  'edit-documents',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

/** Feature flags a tenant can have switched on (spec 000 section 3). */
export const FEATURES = [
  'PeopleManagerRoleSupport',
  'TeamMemberRoleSupport',
  'AIAnswerAssistant',
  'ManagerToolBox',
  'BotReactions',
  'ReviewFeedback',
  'PushMessaging',
  'Surveys',
  'CustomQuestions',
  'PortalWebChat',
  'Documents',
  'EmbeddingsModel',
  'CustomBot',
  'EscalateNotSatisfactoryAnswer',
  'PushItemsUploadCSV',
] as const;
export type TFeature = (typeof FEATURES)[number];

/** Name of the vendor's own administrator role, hidden from the tenant's role choices. */
export const CSM_ROLE_NAME = 'Customer Success Manager';

/** Bot user role types (spec 000 section 4). */
export const ROLE_TYPES = [
  { id: 1, name: 'People Manager' },
  { id: 2, name: 'Team Member' },
] as const;
