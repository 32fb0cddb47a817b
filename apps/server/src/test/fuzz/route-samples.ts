import crypto from 'node:crypto';
import type { TApiRouteId } from '@askhr/shared/access/api-routes';

/** Ids the samples point at, created in beforeAll (the demo knowledge base is not relied upon). */
export interface TSampleIds {
  question: number;
  placeholder: number;
  answerVersion: number;
  /** a version of the placeholder's global value */
  placeholderVersion: number;
  /** a version of the welcome reaction's global text */
  reactionVersion: number;
  /** a Not Helpful utterance of the tenant, so that both review screens list it */
  utterance: number;
  /** a scheduled survey of the tenant, and its lastUpdated in epoch milliseconds */
  survey: number;
  surveyLastUpdated: number;
  /** a support inbox of the tenant, at version 1 */
  inbox: number;
  /** a Team Member template of the tenant, and the tenant's document of it */
  documentTemplate: number;
  document: number;
}

export interface TSample {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * `{question}`, `{placeholder}`, `{answerVersion}`, `{placeholderVersion}`, `{reactionVersion}`,
   * `{survey}`, `{freshQuestion}`, `{freshCustomQuestion}`, `{freshPush}`, `{freshInbox}`,
   * `{freshMember}` (an account id) and `{freshRole}` are filled in
   */
  url: string;
  payload?: (ids: TSampleIds) => unknown;
  multipart?: boolean;
  /** statuses of success, 200 unless given */
  ok?: number[];
}

/**
 * One sample request per route id of the API catalogue, for the security and fuzz tests. A route
 * added to the table without a sample here fails the security test, so no route escapes them.
 * Samples that write stay valid when run again: they create (id 0), or delete what was made for
 * them just before.
 */
export const SAMPLES: Record<TApiRouteId, TSample> = {
  'clientConfiguration.get': { method: 'GET', url: '/api/ClientConfiguration/' },
  'users.current': { method: 'GET', url: '/api/Users/current' },
  'users.language': {
    method: 'PUT',
    url: '/api/Users/current/language',
    payload: () => ({ language: 'en' }),
  },
  'permissions.list': { method: 'GET', url: '/api/Permissions/' },
  'features.byTenant': { method: 'GET', url: '/api/Features/byTenant' },
  'countries.active': { method: 'GET', url: '/api/Countries/Active' },
  'settings.list': { method: 'GET', url: '/api/CustomSettings/' },
  'settings.byKey': { method: 'GET', url: '/api/CustomSettings/Key/LogoFileName' },
  'settings.timezone': { method: 'GET', url: '/api/CustomSettings/Timezone' },
  'settings.save': {
    method: 'POST',
    url: '/api/CustomSettings/ReportsTimeZone',
    payload: () => ({ key: 'ReportsTimeZone', value: 'Europe/Paris' }),
  },
  'itAdmin.config': { method: 'GET', url: '/api/CustomSettings/ITAdminConfig' },
  'itAdmin.saveAllowedList': {
    method: 'POST',
    url: '/api/CustomSettings/ITAdminConfig',
    payload: () => ({ id: 'directline', onlyAllowedRecipients: false, allowedRecipients: [] }),
  },
  'itAdmin.slackInstall': {
    method: 'POST',
    url: '/api/CustomSettings/Slack',
    payload: () => ({ code: 'a-code', state: 'a-state' }),
    // reaches the install: refused as not configured (no Slack app here) or for a state never issued
    ok: [400, 503],
  },
  'categories.list': { method: 'GET', url: '/api/Categories/' },
  'tags.list': { method: 'GET', url: '/api/Tags/' },
  'roles.list': { method: 'GET', url: '/api/Roles/' },
  'users.page': { method: 'GET', url: '/api/Users/page?search=acme&limit=5' },
  'users.customerSuccessManagers': { method: 'GET', url: '/api/Users/customerSuccessManagers' },
  'users.save': {
    method: 'POST',
    url: '/api/Users/',
    payload: () => ({ id: 0, email: `sample-${crypto.randomUUID()}@acme.test`, roleIds: [] }),
  },
  'users.active': {
    method: 'POST',
    url: '/api/Users/{freshMember}/active',
    payload: () => ({ active: false, version: 1 }),
  },
  'users.remove': { method: 'DELETE', url: '/api/Users/{freshMember}?version=1', ok: [204] },
  'roles.save': {
    method: 'POST',
    url: '/api/Roles/',
    payload: () => ({ id: 0, name: `Sample ${crypto.randomUUID()}`, permissions: ['normal-user'] }),
  },
  'roles.remove': { method: 'DELETE', url: '/api/Roles/{freshRole}?version=1', ok: [204] },
  'audit.page': {
    method: 'GET',
    url: '/api/AuditTrail/page?from=2026-01-01&to=2026-12-31&action=user.invite&actor=acme&limit=5',
  },
  'audit.export': { method: 'GET', url: '/api/AuditTrail/export.csv?action=sign-in&target=acme' },
  'employeeData.find': { method: 'GET', url: '/api/EmployeeData/find?query=nobody%40acme.test' },
  // no employee has this address: the export finds none, and the erasure refuses what no longer matches
  'employeeData.export': {
    method: 'GET',
    url: '/api/EmployeeData/export?query=nobody%40acme.test',
    ok: [404],
  },
  'employeeData.erase': {
    method: 'POST',
    url: '/api/EmployeeData/erase',
    payload: () => ({ query: 'nobody@acme.test', botUserIds: [1] }),
    ok: [409],
  },
  'tenantInfo.roles': { method: 'GET', url: '/api/TenantInfo/roles' },
  'questions.page': { method: 'GET', url: '/api/Questions/page' },
  'questions.intents': { method: 'GET', url: '/api/Questions/Intents?input=vac' },
  'questions.related': { method: 'GET', url: '/api/Questions/{question}/related' },
  'questions.get': { method: 'GET', url: '/api/Questions/{question}' },
  'questions.save': {
    method: 'POST',
    url: '/api/Questions/',
    payload: () => ({
      id: 0,
      text: 'How many vacation days do I have?',
      trainingUtterances: ['vacation days'],
    }),
  },
  'questions.delete': { method: 'DELETE', url: '/api/Questions/{freshQuestion}', ok: [200, 204] },
  'placeholders.page': { method: 'GET', url: '/api/Placeholders/page?countryCode=ES' },
  'placeholders.get': { method: 'GET', url: '/api/Placeholders/{placeholder}' },
  'placeholders.current': {
    method: 'GET',
    url: '/api/Placeholders/current?placeholders={placeholder}&countryFocus=ES',
  },
  'placeholders.status': { method: 'GET', url: '/api/Placeholders/status?placeholders={placeholder}' },
  'placeholders.globals': { method: 'GET', url: '/api/Placeholders/Globals/ES' },
  'placeholders.values': { method: 'GET', url: '/api/Placeholders/values?placeholderId={placeholder}' },
  'placeholders.valuesInCountry': {
    method: 'GET',
    url: '/api/Placeholders/values/ES?placeholderId={placeholder}',
  },
  'placeholders.uses': { method: 'GET', url: '/api/Placeholders/{placeholder}/uses?countryCode=ES' },
  'placeholders.history': { method: 'GET', url: '/api/Placeholders/{placeholder}/history' },
  'placeholders.save': {
    method: 'POST',
    url: '/api/Placeholders/',
    payload: (ids) => ({ id: 0, placeholderId: ids.placeholder, countryId: 2, text: 'hr@acme.test' }),
  },
  'placeholders.restore': {
    method: 'POST',
    url: '/api/Placeholders/history/{placeholderVersion}/restore',
  },
  'placeholders.delete': { method: 'DELETE', url: '/api/Placeholders/US?placeholderId={placeholder}' },
  'answers.list': { method: 'GET', url: '/api/UserAnswers/?questionId={question}' },
  'answers.listInCountry': { method: 'GET', url: '/api/UserAnswers/ES?questionId={question}' },
  'answers.current': { method: 'GET', url: '/api/UserAnswers/current?questions={question}&countryFocus=ES' },
  'answers.status': { method: 'GET', url: '/api/UserAnswers/status?questions={question}' },
  'answers.history': { method: 'GET', url: '/api/UserAnswers/{question}/history' },
  'answers.preview': {
    method: 'GET',
    url: '/api/UserAnswers/preview?questionId={question}&countryCode=ES&roleId=2',
  },
  'answers.save': {
    method: 'POST',
    url: '/api/UserAnswers/',
    payload: (ids) => [{ id: 0, questionId: ids.question, countryId: 2, text: 'Ask {{hrEmail}}' }],
  },
  'answers.restore': { method: 'POST', url: '/api/UserAnswers/history/{answerVersion}/restore' },
  'answers.delete': { method: 'DELETE', url: '/api/UserAnswers/US?questionId={question}' },
  'answers.generate': { method: 'POST', url: '/api/UserAnswers/{question}/generate', multipart: true },
  'botReactions.list': { method: 'GET', url: '/api/BotReactions/' },
  'botReactions.get': { method: 'GET', url: '/api/BotReactions/1' },
  'botReactions.values': { method: 'GET', url: '/api/BotReactions/1/values?country=ES' },
  'botReactions.history': { method: 'GET', url: '/api/BotReactions/1/history' },
  'botReactions.save': {
    method: 'POST',
    url: '/api/BotReactions/',
    payload: () => ({ id: 0, botReactionId: 8, countryId: 2, text: 'No disponible' }),
  },
  'botReactions.restore': { method: 'POST', url: '/api/BotReactions/history/{reactionVersion}/restore' },
  'botReactions.delete': { method: 'DELETE', url: '/api/BotReactions/US?botReactionId=1' },
  'documents.list': { method: 'GET', url: '/api/Documents/?role=team-member' },
  'documents.templates': { method: 'GET', url: '/api/Documents/templates?role=people-manager' },
  'documents.get': { method: 'GET', url: '/api/Documents/{document}' },
  'documents.download': {
    method: 'GET',
    url: '/api/Documents/templates/{documentTemplate}/download?country=US',
  },
  'documents.save': {
    method: 'POST',
    url: '/api/Documents/',
    // an update from a version long gone: a stale save, refused without changing anything
    payload: (ids) => ({
      id: ids.document,
      documentTemplateId: ids.documentTemplate,
      content: '<p>Hi</p>',
      version: 99,
    }),
    ok: [409],
  },
  'customQuestions.list': { method: 'GET', url: '/api/CustomQuestions/?search=vac' },
  'customQuestions.get': { method: 'GET', url: '/api/CustomQuestions/{freshCustomQuestion}' },
  'customQuestions.save': {
    method: 'POST',
    url: '/api/CustomQuestions/',
    payload: () => ({ id: 0, questions: ['Where is the canteen?', 'canteen'], answer: 'On floor 2.' }),
  },
  'customQuestions.delete': {
    method: 'DELETE',
    url: '/api/CustomQuestions/{freshCustomQuestion}',
    ok: [200, 204],
  },
  'push.recipients': { method: 'GET', url: '/api/PushMessages/recipients?search=web' },
  'push.channels': { method: 'GET', url: '/api/PushMessages/channels' },
  'push.timeOptions': { method: 'GET', url: '/api/PushMessages/timeOptions' },
  'push.templates': { method: 'GET', url: '/api/PushMessages/templates' },
  'push.page': { method: 'GET', url: '/api/PushMessages/page?type=survey&scheduled=true&page=1' },
  'push.authors': { method: 'GET', url: '/api/PushMessages/authors?type=survey' },
  'push.get': { method: 'GET', url: '/api/PushMessages/{survey}' },
  'push.save': {
    method: 'POST',
    url: '/api/PushMessages/',
    payload: () => ({
      id: 0,
      type: 'message',
      text: 'Payslips are out.',
      date: '2099-01-04T09:00:00Z',
      recipients: [{ name: 'All Web Chat users', channelId: 'directline', recipientId: 'all-directline' }],
    }),
  },
  'push.delete': { method: 'DELETE', url: '/api/PushMessages/{freshPush}', ok: [204] },
  'surveys.options': { method: 'GET', url: '/api/Surveys/options' },
  'surveys.get': { method: 'GET', url: '/api/Surveys/{survey}' },
  'surveys.save': {
    method: 'POST',
    url: '/api/Surveys/{survey}',
    payload: (ids) => ({
      date: '2099-01-04T09:00:00Z',
      closeDate: '2099-01-11T09:00:00Z',
      greetingText: 'Please provide your anonymous feedback on the following statement.',
      queries: [{ text: 'I feel supported by my manager.', responseOptions: ['Yes', 'No'] }],
      recipients: [{ name: 'All Web Chat users', channelId: 'directline', recipientId: 'all-directline' }],
      lastUpdated: new Date(ids.surveyLastUpdated).toISOString(),
    }),
  },
  'surveys.totals': { method: 'GET', url: '/api/Surveys/{survey}/totals' },
  'surveys.report': { method: 'GET', url: '/api/Surveys/{survey}/report' },
  'webchat.config': { method: 'GET', url: '/api/Users/webChat/config' },
  'reviewUtterances.page': { method: 'GET', url: '/api/ReviewUtterances/page?ratings=-1' },
  'feedback.page': { method: 'GET', url: '/api/Feedback/page' },
  'reviewUtterances.send': {
    method: 'POST',
    url: '/api/ReviewUtterances/Send',
    payload: (ids) => ({ ids: [ids.utterance], email: 'trainer@acme.test' }),
  },
  'feedback.send': {
    method: 'POST',
    url: '/api/Feedback/Send',
    payload: (ids) => ({ ids: [ids.utterance], email: 'trainer@acme.test' }),
  },
  'reviewUtterances.ids': { method: 'GET', url: '/api/ReviewUtterances/Ids?ids={utterance}' },
  'feedback.ids': { method: 'GET', url: '/api/Feedback/Ids?ids={utterance}&fromFeedback=true' },
  'reviewUtterances.save': {
    method: 'POST',
    url: '/api/ReviewUtterances/',
    payload: (ids) => ({ id: ids.utterance, state: 3, observations: 'checked', silent: true }),
  },
  'feedback.save': {
    method: 'POST',
    url: '/api/Feedback/',
    payload: (ids) => ({ id: ids.utterance, state: 3, observations: 'checked', silent: true }),
  },
  // an id of no row: the sample stays valid when run again (the route tests delete real rows)
  'reviewUtterances.delete': { method: 'DELETE', url: '/api/ReviewUtterances/?ids=2147483000' },
  'reviewUtterances.ratings': { method: 'GET', url: '/api/ReviewUtterances/Ratings?ratings=-1' },
  'feedback.ratings': { method: 'GET', url: '/api/Feedback/Ratings' },
  'reviewUtterances.intents': { method: 'GET', url: '/api/ReviewUtterances/Intents?input=vac' },
  'reviewUtterances.groups': { method: 'GET', url: '/api/ReviewUtterances/Groups?countries=ES' },
  'reviewUtterances.state': {
    method: 'POST',
    url: '/api/ReviewUtterances/State',
    payload: (ids) => ({ ids: [ids.utterance], state: 3 }),
  },
  'feedback.state': {
    method: 'POST',
    url: '/api/Feedback/State',
    payload: (ids) => ({ ids: [ids.utterance], state: 3 }),
  },
  'reviewUtterances.suggestions': { method: 'GET', url: '/api/ReviewUtterances/Suggestions?id={utterance}' },
  'reports.totalQuestions': {
    method: 'GET',
    url: '/api/Reports/TotalQuestions?start=2025-01-01&end=2025-01-31&granularity=Weekly',
  },
  'reports.usageReport': { method: 'GET', url: '/api/Reports/UsageReport?start=2025-01-01&end=2025-01-31' },
  'customBot.get': { method: 'GET', url: '/api/CustomBot/' },
  'customBot.default': { method: 'GET', url: '/api/CustomBot/default' },
  // the tenant's first save creates its package; once one exists, a save without its version is stale
  'customBot.save': {
    method: 'POST',
    url: '/api/CustomBot/',
    payload: () => ({
      name: { short: 'Ask Acme', full: 'Ask Acme, the workplace assistant' },
      description: { short: 'HR answers', full: 'HR and IT answers for Acme employees.' },
      accentColor: '#0A7',
    }),
    ok: [200, 409],
  },
  'customBot.download': { method: 'GET', url: '/api/CustomBot/download' },
  'emailInboxes.list': { method: 'GET', url: '/api/CustomSettings/email/inboxes' },
  'emailInboxes.create': {
    method: 'POST',
    url: '/api/CustomSettings/email/inboxes',
    payload: () => ({ name: 'HR desk', email: 'hr-desk@acme.test' }),
  },
  // the edit made from version 1 succeeds once; a run after it is stale
  'emailInboxes.update': {
    method: 'PUT',
    url: '/api/CustomSettings/email/inboxes',
    payload: (ids) => ({ id: ids.inbox, name: 'People team', email: 'people@acme.test', version: 1 }),
    ok: [200, 409],
  },
  'emailInboxes.delete': {
    method: 'DELETE',
    url: '/api/CustomSettings/email/inboxes/{freshInbox}',
    ok: [204],
  },
};
