import type { TAnswerPreview, TAnswerPreviewQuery } from '@askhr/shared/answers/answers.schemas';
import { decideQuestion } from '@askhr/shared/bot/bot-decision';
import type { TAnswerRefusal } from '@askhr/shared/bot/bot-knowledge';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import type { TTenantContext } from '../../auth/guard';
import { questionOf } from './answers.service';
import { knowledgeContext, tenantCountry } from '../versioned-values/edit-rights.service';
import { placeholderVersions } from '../versioned-values/placeholder-entries.service';
import { versionsAt } from '../versioned-values/versioned-values.service';

const PREVIEW_REASON = {
  notInSubscription: 'NOT_IN_SUBSCRIPTION',
  managerOnly: 'MANAGER_ONLY',
  disabledQuestion: 'NO_ANSWER',
  inapplicableForCountry: 'NO_ANSWER',
} as const satisfies Record<TAnswerRefusal, TAnswerPreview['reason']>;

/**
 * "Preview as": exactly what an employee of the country and role type gets on the date, or why
 * the bot gives no answer (it then sends the bot reaction of that case). The bot's own decision
 * (`decideQuestion`) over what the tenant knows of this one question, so the two cannot disagree.
 */
export async function previewAnswer(
  db: TDb,
  tenant: TTenantContext,
  query: TAnswerPreviewQuery,
  now = new Date(),
): Promise<TAnswerPreview> {
  const context = knowledgeContext(tenant);
  const country = tenantCountry(context, query.countryCode);
  const question = await questionOf(db, tenant.customerId, query.questionId);
  const date = query.date ? new Date(query.date) : now;
  const countryIds = context.countries.map((c) => c.id);
  const [answers, placeholders] = await Promise.all([
    versionsAt(db, tenant.customerId, 'answer', [question.id], countryIds, date, now),
    placeholderVersions(db, tenant.customerId, [...new Set([country.id, GLOBAL_COUNTRY_ID])], date, now),
  ]);
  const knowledge = {
    countries: context.countries,
    questions: new Map([[question.id, question]]),
    answers: new Map([[question.id, answers]]),
    placeholders,
    reactions: new Map(),
    reactionDefaults: new Map(),
  };
  const employee = { countryId: country.id, roleId: query.roleId, date };
  const decision = decideQuestion(knowledge, employee, question, { questionId: question.id, score: null });
  const base = {
    questionId: question.id,
    countryId: country.id,
    roleId: query.roleId,
    date: date.toISOString(),
    text: null,
    template: null,
    versionId: null,
    hasGlobal: false,
    unknownPlaceholders: [],
    missingPlaceholders: [],
  };
  if (decision.kind === 'refuse') return { ...base, reason: PREVIEW_REASON[decision.reaction] };
  return {
    ...base,
    reason: null,
    text: decision.rendered.text,
    template: decision.version.text,
    versionId: decision.version.id,
    hasGlobal: decision.hasGlobal,
    unknownPlaceholders: decision.rendered.unknown,
    missingPlaceholders: decision.rendered.missing,
  };
}
