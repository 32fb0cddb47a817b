import { defineApi } from '../access/api-route';

/** The tenant's settings in the API catalogue (access/api-routes.ts). */
export const SETTINGS_API = defineApi('Settings', 'member', {
  'settings.list': {
    route: 'GET /api/CustomSettings/',
    summary: "The tenant's custom settings",
  },
  'settings.timezone': {
    route: 'GET /api/CustomSettings/Timezone',
    summary: 'The time zone reports are cut in',
  },
  'settings.byKey': {
    route: 'GET /api/CustomSettings/Key/:key',
    summary: 'One custom setting (MessageRetentionDays reads as its default, 365, when unset)',
  },
  'settings.save': {
    route: 'POST /api/CustomSettings/:name',
    access: { all: ['edit-tenant-settings'] },
    summary:
      'Saves a setting of the Settings screen (the report time zone: ReportsTimeZone; the days messages are kept: MessageRetentionDays)',
  },
});
