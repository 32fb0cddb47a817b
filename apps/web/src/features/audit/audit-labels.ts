import type { TAuditAction } from '@askhr/shared/audit/audit.schemas';
import type { TMessageKey } from '../../lib/i18n/i18n';

/** The human label of each recorded action; a new action fails to compile until it has one. */
export const AUDIT_ACTION_LABELS: Record<TAuditAction, TMessageKey> = {
  'sign-in': 'AUDIT_ACTION_SIGN_IN',
  'sign-in-failed': 'AUDIT_ACTION_SIGN_IN_FAILED',
  'user.invite': 'AUDIT_ACTION_USER_INVITE',
  'user.update': 'AUDIT_ACTION_USER_UPDATE',
  'user.enable': 'AUDIT_ACTION_USER_ENABLE',
  'user.disable': 'AUDIT_ACTION_USER_DISABLE',
  'user.remove': 'AUDIT_ACTION_USER_REMOVE',
  'role.create': 'AUDIT_ACTION_ROLE_CREATE',
  'role.update': 'AUDIT_ACTION_ROLE_UPDATE',
  'role.delete': 'AUDIT_ACTION_ROLE_DELETE',
  'settings.update': 'AUDIT_ACTION_SETTINGS_UPDATE',
  'question.delete': 'AUDIT_ACTION_QUESTION_DELETE',
  'document.delete': 'AUDIT_ACTION_DOCUMENT_DELETE',
  'push.delete': 'AUDIT_ACTION_PUSH_DELETE',
  export: 'AUDIT_ACTION_EXPORT',
  'employee.export': 'AUDIT_ACTION_EMPLOYEE_EXPORT',
  'employee.erase': 'AUDIT_ACTION_EMPLOYEE_ERASE',
  'slack.install': 'AUDIT_ACTION_SLACK_INSTALL',
  'teams.package-download': 'AUDIT_ACTION_TEAMS_PACKAGE_DOWNLOAD',
};
