import { z } from 'zod';
import {
  ZAnswerPreview,
  ZAnswerPreviewQuery,
  ZCountryAnswer,
  ZCurrentAnswersQuery,
  ZAnswerStatus,
  ZStatusQuery,
} from '@askhr/shared/answers/answers.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import { registerValueRoutes } from '../versioned-values/value-routes';
import { answersStatus, currentAnswers } from './answers.service';
import { previewAnswer } from './answers-preview.service';
import { answersKind } from './answers.kind';
const ZAnswerList = z.array(ZCountryAnswer);

/** Per-country answers of questions (spec 000 section 7), their history and the "preview as". */
export const answersRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route('answers.current', { querystring: ZCurrentAnswersQuery, response: ZAnswerList }, async (request) =>
    currentAnswers(db, tenantOf(request), request.query.questions, request.query.countryFocus),
  );

  route('answers.status', { querystring: ZStatusQuery, response: z.array(ZAnswerStatus) }, async (request) =>
    answersStatus(db, tenantOf(request), request.query.questions),
  );

  route('answers.preview', { querystring: ZAnswerPreviewQuery, response: ZAnswerPreview }, async (request) =>
    previewAnswer(db, tenantOf(request), request.query),
  );

  registerValueRoutes(route, db, answersKind);
});
