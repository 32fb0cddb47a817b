import { defineApi, pushFlags } from '../access/api-route';

// the Teams package needs CustomBot, the support inboxes EscalateNotSatisfactoryAnswer
const customBotAccess = { all: ['it-admin'], features: ['CustomBot'] } as const;
const customBot = defineApi('CustomBot', customBotAccess, {
  'customBot.get': {
    route: 'GET /api/CustomBot/',
    summary: "The tenant's Teams package, or the defaults",
  },
  'customBot.default': {
    route: 'GET /api/CustomBot/default',
    summary: 'The Teams package nobody customised',
  },
  'customBot.save': {
    route: 'POST /api/CustomBot/',
    summary: 'Saves the Teams package; icons are redrawn (409 when its version is stale)',
  },
  'customBot.download': {
    route: 'GET /api/CustomBot/download',
    summary: 'The Teams package as a zip: manifest.json and both icons',
  },
});

const customSettingsAccess = { all: ['it-admin'], features: ['EscalateNotSatisfactoryAnswer'] } as const;
const customSettings = defineApi('CustomSettings', customSettingsAccess, {
  'emailInboxes.list': {
    route: 'GET /api/CustomSettings/email/inboxes',
    summary: "The tenant's support inboxes",
  },
  'emailInboxes.create': {
    route: 'POST /api/CustomSettings/email/inboxes',
    summary: 'Adds a support inbox',
  },
  'emailInboxes.update': {
    route: 'PUT /api/CustomSettings/email/inboxes',
    summary: 'Changes a support inbox (409 when its version is stale)',
  },
  'emailInboxes.delete': {
    route: 'DELETE /api/CustomSettings/email/inboxes/:id',
    summary: 'Deletes a support inbox',
  },
});

const itAdminAccess = { all: ['it-admin'] } as const;
const itAdmin = defineApi('IT Admin', itAdminAccess, {
  'itAdmin.config': {
    route: 'GET /api/CustomSettings/ITAdminConfig',
    summary: 'The IT config: Slack workspaces and a fresh install state, allowed lists, inboxes',
  },
  'itAdmin.saveAllowedList': {
    route: 'POST /api/CustomSettings/ITAdminConfig',
    access: { all: ['it-admin'], anyFeatures: pushFlags },
    summary: "Saves one chat channel's push allowed list",
  },
  'itAdmin.slackInstall': {
    route: 'POST /api/CustomSettings/Slack',
    summary: 'Completes a Slack install: checks the state, exchanges the code, stores the workspace',
  },
});

/** IT Admin (Slack, the Teams package, the support inboxes) in the API catalogue (access/api-routes.ts). */
export const IT_ADMIN_API = { ...customBot, ...customSettings, ...itAdmin };
