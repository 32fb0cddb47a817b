import type { TPushItem } from '@askhr/shared/push/push.schemas';
import type { TFakeResponse } from './fake-api';
import { knowledgeApi } from './knowledge-api';
import { active } from './render-app';

/** A push item as the page list returns it. */
export function pushItem(id: number, patch: Partial<TPushItem> = {}): TPushItem {
  return {
    id,
    type: 'message',
    text: `Message ${id}`,
    date: '2030-01-10T08:00:00.000Z',
    dryRun: false,
    frequency: 0,
    recipients: [
      {
        id: id * 10,
        name: 'All Slack users',
        type: 'group',
        channelId: 'slack',
        channelTenantId: null,
        channelTenantName: null,
        recipientId: 'all-slack',
        pushMessageId: id,
        recipientAddresses: [{ recipientId: 'all-slack', email: null }],
        emailCount: 0,
      },
    ],
    files: [],
    greetingText: '',
    queries: [],
    closeDate: null,
    statusId: 1,
    status: 'Scheduled',
    statusDate: '2026-11-01T08:00:00.000Z',
    successfulRecipients: 0,
    failedGroups: 0,
    failedIndividuals: 0,
    botBlockedCount: 0,
    botNotInstalledCount: 0,
    otherProblemsCount: 0,
    uncertainCount: 0,
    lastUpdated: '2026-11-01T08:00:00.000Z',
    lastUserUpdated: 'Ana Admin',
    lastCustomerUserId: 5,
    isLastUpdatedByCsm: false,
    editable: true,
    ...patch,
  };
}

export const SLACK_GROUP = {
  name: 'All Slack users',
  type: 'group',
  channelId: 'slack',
  channelTenantId: null,
  channelTenantName: null,
  recipientId: 'all-slack',
  members: 13,
};

const EDITOR = ['normal-user', 'edit-push-messages', 'edit-surveys'];

/** The shell plus the push routes; the page list answers scheduled and sent from the lists given. */
export function pushApi(
  options: {
    scheduled?: TPushItem[];
    sent?: TPushItem[];
    permissions?: string[];
    routes?: Record<string, TFakeResponse | (() => TFakeResponse)>;
  } = {},
) {
  const { scheduled = [], sent = [], permissions = EDITOR, routes = {} } = options;
  const api = knowledgeApi({
    features: active('PushMessaging', 'Surveys', 'PushItemsUploadCSV'),
    routes: {
      'GET /api/Permissions/': { body: permissions },
      'GET /api/PushMessages/timeOptions': {
        body: [
          { id: 0, name: 'Default' },
          { id: 2, name: 'Daily' },
        ],
      },
      'GET /api/PushMessages/templates': {
        body: [
          {
            id: 1,
            title: 'Payslips',
            text: 'Your payslip is ready.',
            messageCategory: 'general',
            selected: false,
          },
        ],
      },
      'GET /api/Surveys/options': {
        body: [
          {
            id: 7,
            title: 'Recommend',
            text: 'I would recommend this company.',
            messageCategory: 'general',
            selected: false,
            responseOptions: ['Yes', 'No', 'Maybe'],
          },
        ],
      },
      'GET /api/PushMessages/recipients': { body: [SLACK_GROUP] },
      // as the server answers: who saved the items last, Customer Success Managers left out
      'GET /api/PushMessages/authors': {
        body: [
          ...new Map(
            [...scheduled, ...sent]
              .filter((item) => item.lastCustomerUserId !== null && !item.isLastUpdatedByCsm)
              .map((item) => [
                item.lastCustomerUserId,
                { id: item.lastCustomerUserId, name: item.lastUserUpdated },
              ]),
          ).values(),
        ],
      },
      'POST /api/PushMessages/': { body: { id: 9, lastUpdated: '2026-11-25T10:00:00.000Z' } },
      ...routes,
    },
  });
  // the list answers by the scheduled flag of the query
  const original = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/PushMessages/page') return original(input, init);
    api.calls.push({
      method: 'GET',
      path: url.pathname,
      search: url.search,
      headers: new Headers(),
      body: undefined,
    });
    const items = url.searchParams.get('scheduled') === 'true' ? scheduled : sent;
    return new Response(JSON.stringify({ items, total: items.length }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return api;
}
