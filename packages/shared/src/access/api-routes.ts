import { ANSWERS_API } from '../answers/answers.api';
import { ASSISTANT_API } from '../assistant/assistant.api';
import { AUDIT_API } from '../audit/audit.api';
import { BOT_REACTIONS_API } from '../bot-reactions/bot-reactions.api';
import { CATEGORIES_API } from '../categories/categories.api';
import { COUNTRIES_API } from '../countries/countries.api';
import { CUSTOM_QUESTIONS_API } from '../custom-questions/custom-questions.api';
import { DOCUMENTS_API } from '../documents/documents.api';
import { EMPLOYEE_DATA_API } from '../employee-data/employee-data.api';
import { IT_ADMIN_API } from '../it-admin/it-admin.api';
import { PLACEHOLDERS_API } from '../placeholders/placeholders.api';
import { PUSH_API } from '../push/push.api';
import { QUESTIONS_API } from '../questions/questions.api';
import { REPORTS_API } from '../reports/reports.api';
import { REVIEW_API } from '../review/review.api';
import { SETTINGS_API } from '../settings/settings.api';
import { TENANCY_API } from '../tenancy/tenancy.api';
import { USERS_API } from '../users/users.api';
import { WEBCHAT_API } from '../webchat/webchat.api';

/**
 * Every route of the portal's API by id, each feature's declared in its own `<feature>.api.ts`:
 * method and path, what it needs (the server guard reads it by id; a test walks every entry) and
 * its summary. `member` means: any signed-in member of the tenant (the shell needs these calls to
 * build itself, whatever the user's permissions).
 */
export const API_ROUTES = {
  ...TENANCY_API,
  ...USERS_API,
  ...AUDIT_API,
  ...EMPLOYEE_DATA_API,
  ...COUNTRIES_API,
  ...SETTINGS_API,
  ...CATEGORIES_API,
  ...IT_ADMIN_API,
  ...QUESTIONS_API,
  ...ANSWERS_API,
  ...ASSISTANT_API,
  ...PLACEHOLDERS_API,
  ...BOT_REACTIONS_API,
  ...CUSTOM_QUESTIONS_API,
  ...DOCUMENTS_API,
  ...PUSH_API,
  ...REPORTS_API,
  ...REVIEW_API,
  ...WEBCHAT_API,
};

export type TApiRouteId = keyof typeof API_ROUTES;

/** What each route needs, by id. */
export const API_ACCESS = Object.fromEntries(
  Object.entries(API_ROUTES).map(([id, route]) => [id, route.access]),
) as { [TId in TApiRouteId]: (typeof API_ROUTES)[TId]['access'] };
