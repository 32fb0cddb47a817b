import type { TCountryAnswer } from '@askhr/shared/answers/answers.schemas';
import type { TCountry, TFeatureFlag } from '@askhr/shared/tenancy/tenancy.schemas';
import { fakeApi, type TFakeResponse } from './fake-api';
import { userWith } from './render-app';

export const COUNTRIES: TCountry[] = [
  { id: 1, name: 'Global', code: 'GLOBAL', editable: false },
  { id: 2, name: 'Spain', code: 'ES', editable: true },
  { id: 3, name: 'Germany', code: 'DE', editable: false },
];

/** A country answer as GET /api/UserAnswers/ returns it. */
export function answer(countryId: number, patch: Partial<TCountryAnswer> = {}): TCountryAnswer {
  return {
    id: countryId * 10,
    questionId: 5,
    countryId,
    text: `Answer for ${countryId}`,
    active: true,
    hasGlobal: false,
    editable: true,
    scheduledCount: 0,
    lastUpdated: '2026-10-01T10:00:00.000Z',
    lastUserUpdated: 'ana@acme.test',
    validFrom: '2026-10-01T10:00:00.000Z',
    new: false,
    scheduled: [],
    ...patch,
  };
}

interface TKnowledgeScenario {
  countries?: TCountry[];
  features?: TFeatureFlag[];
  routes?: Record<string, TFakeResponse | (() => TFakeResponse)>;
}

/** The shell's calls for a normal user in one tenant, plus the knowledge-base routes given. */
export function knowledgeApi({ countries = COUNTRIES, features = [], routes = {} }: TKnowledgeScenario = {}) {
  return fakeApi({
    'GET /api/Users/current': { body: userWith([[1, 'Acme']]) },
    'GET /api/Permissions/': { body: ['normal-user'] },
    'GET /api/Features/byTenant': { body: features },
    'GET /api/Countries/Active': { body: countries },
    'GET /api/CustomSettings/': { body: [] },
    'GET /api/CustomSettings/Timezone': { body: { reportsTimeZone: 'Europe/Madrid' } },
    'GET /api/Categories/': { body: [{ id: 1, name: 'Leave' }] },
    'GET /api/Tags/': { body: [{ id: 1, name: 'holidays' }] },
    ...routes,
  });
}

/** The query string of the last call to a path. */
export function lastQuery(fetchMock: ReturnType<typeof fakeApi>['fetchMock'], path: string): URLSearchParams {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
  return urls.at(-1)?.searchParams ?? new URLSearchParams();
}
