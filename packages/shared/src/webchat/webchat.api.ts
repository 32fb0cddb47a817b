import { defineApi } from '../access/api-route';

const access = { all: ['portal-webchat'], features: ['PortalWebChat'] } as const;

/** The Test Bot in the API catalogue (access/api-routes.ts). */
export const WEBCHAT_API = defineApi('Users', access, {
  'webchat.config': {
    route: 'GET /api/Users/webChat/config',
    summary: 'A Direct Line token for the Test Bot, optionally testing as a country, role and date',
  },
});
