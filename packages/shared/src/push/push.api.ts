import { defineApi, general, pushFlags } from '../access/api-route';

const pushMessagesAccess = { all: general, anyFeatures: pushFlags } as const;
const pushMessages = defineApi('PushMessages', pushMessagesAccess, {
  // push messages and surveys share the lookups, the list, the save and the delete: the route
  // needs one of the two flags (and one of the two edit permissions to write); the service then
  // checks the flag and the permission of the item's own type
  'push.recipients': {
    route: 'GET /api/PushMessages/recipients',
    summary: 'Groups of employees to send to, those whose name contains `search` (3+ characters)',
  },
  'push.channels': {
    route: 'GET /api/PushMessages/channels',
    summary: 'Channels the company can send through',
  },
  'push.timeOptions': {
    route: 'GET /api/PushMessages/timeOptions',
    summary: 'How often an item can be sent',
  },
  'push.templates': {
    route: 'GET /api/PushMessages/templates',
    summary: 'Message templates; manager ones are marked',
  },
  'push.page': {
    route: 'GET /api/PushMessages/page',
    summary: 'A page of messages or surveys, by date, scheduled or sent, last saved by `cuIds`',
  },
  'push.authors': {
    route: 'GET /api/PushMessages/authors',
    summary: "The 'Last updated by...' options: who saved the messages or surveys last",
  },
  'push.get': {
    route: 'GET /api/PushMessages/:id',
    summary: 'One message or survey with its CSV recipients, to edit it',
  },
  'push.save': {
    route: 'POST /api/PushMessages/',
    access: { any: ['edit-push-messages', 'edit-surveys'], anyFeatures: pushFlags },
    summary: 'Schedules a new item (id 0) or changes a scheduled one (409 when lastUpdated is stale)',
  },
  'push.delete': {
    route: 'DELETE /api/PushMessages/:id',
    access: { any: ['edit-push-messages', 'edit-surveys'], anyFeatures: pushFlags },
    summary: 'Deletes a scheduled item (409 once it was sent)',
  },
});

const surveysAccess = { all: general, features: ['Surveys'] } as const;
const surveys = defineApi('Surveys', surveysAccess, {
  'surveys.options': {
    route: 'GET /api/Surveys/options',
    summary: 'Question templates, each with its response options',
  },
  'surveys.get': {
    route: 'GET /api/Surveys/:id',
    summary: 'One survey',
  },
  'surveys.save': {
    route: 'POST /api/Surveys/:id',
    access: { all: ['edit-surveys'], features: ['Surveys'] },
    summary: 'Changes a scheduled survey (409 when lastUpdated is stale or it was sent)',
  },
  'surveys.totals': {
    route: 'GET /api/Surveys/:id/totals',
    summary: 'Responses per answer; the first entry is the question shown',
  },
  'surveys.report': {
    route: 'GET /api/Surveys/:id/report',
    summary: 'The anonymous survey report as CSV (export.csv)',
  },
});

/** Push messages and surveys in the API catalogue (access/api-routes.ts). */
export const PUSH_API = { ...pushMessages, ...surveys };
