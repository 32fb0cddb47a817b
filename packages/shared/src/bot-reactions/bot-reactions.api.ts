import { defineApi, general } from '../access/api-route';

const access = { all: general, features: ['BotReactions'] } as const;

/** Bot reactions in the API catalogue (access/api-routes.ts). */
export const BOT_REACTIONS_API = defineApi('BotReactions', access, {
  // bot reactions: reading with the menu entry's requirements; writing also needs
  // edit-bot-reactions, and the services check that a role covers the country
  'botReactions.list': {
    route: 'GET /api/BotReactions/',
    summary: "The tenant's bot reaction types, with their default texts",
  },
  'botReactions.get': {
    route: 'GET /api/BotReactions/:id',
    summary: 'One bot reaction type',
  },
  'botReactions.values': {
    route: 'GET /api/BotReactions/:id/values',
    summary: "A reaction's text in every country of the tenant (Global first), or in one",
  },
  'botReactions.history': {
    route: 'GET /api/BotReactions/:id/history',
    summary: 'Every text version ever saved for the reaction, newest first',
  },
  'botReactions.save': {
    route: 'POST /api/BotReactions/',
    access: { all: [...general, 'edit-bot-reactions'], features: ['BotReactions'] },
    summary: 'Saves one text version or a list of them in one transaction (409 when stale)',
  },
  'botReactions.restore': {
    route: 'POST /api/BotReactions/history/:versionId/restore',
    access: { all: [...general, 'edit-bot-reactions'], features: ['BotReactions'] },
    summary: 'Saves the text of a past version again, in force from now',
  },
  'botReactions.delete': {
    route: 'DELETE /api/BotReactions/:country',
    access: { all: [...general, 'edit-bot-reactions'], features: ['BotReactions'] },
    summary: "Removes a country's text; the country falls back to the global one",
  },
});
