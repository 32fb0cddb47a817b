import type { TAnswerPreview, TAnswerPreviewQuery } from '@askhr/shared/answers/answers.schemas';
import { answerOutcome } from '@askhr/shared/answers/answer-rule';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { renderPlaceholders } from '@askhr/shared/placeholders/placeholder-rendering';
import type { TDb } from '../../db/client';
import type { TTenantContext } from '../../auth/guard';
import { questionOf } from './answers.service';
import { knowledgeContext, tenantCountry } from '../versioned-values/edit-rights.service';
import { placeholderEntries } from '../versioned-values/placeholder-entries.service';
import { versionsAt } from '../versioned-values/versioned-values.service';

/**
 * "Preview as": exactly what an employee of the country and role type gets on the date, or why
 * the bot gives no answer (it then sends the bot reaction of that case).
 */
export async function previewAnswer(
  db: TDb,
  tenant: TTenantContext,
  query: TAnswerPreviewQuery,
  now = new Date(),
): Promise<TAnswerPreview> {
  const context = await knowledgeContext(db, tenant);
  const country = tenantCountry(context, query.countryCode);
  const question = await questionOf(db, tenant.customerId, query.questionId);
  const date = query.date ? new Date(query.date) : now;
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
  const versions = question.inSubscription
    ? await versionsAt(
        db,
        tenant.customerId,
        'answer',
        [question.id],
        [...new Set([country.id, GLOBAL_COUNTRY_ID])],
        date,
        now,
      )
    : [];
  const { reason, version, hasGlobal } = answerOutcome(question, country.id, query.roleId, versions, date);
  if (reason !== null) return { ...base, reason };
  const rendered = renderPlaceholders(
    version.text,
    await placeholderEntries(db, tenant.customerId, country.id, date, now),
  );
  return {
    ...base,
    reason: null,
    text: rendered.text,
    template: version.text,
    versionId: version.id,
    hasGlobal,
    unknownPlaceholders: rendered.unknown,
    missingPlaceholders: rendered.missing,
  };
}
