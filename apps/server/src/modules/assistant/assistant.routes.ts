import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ASSISTANT_MAX_FILE_BYTES, ZSuggestedAnswer } from '@askhr/shared/assistant/assistant.schemas';
import { ZQuestionParams } from '@askhr/shared/questions/questions.schemas';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import { AppError, badRequest } from '../../lib/errors';
import { requireAssistantQuestion, suggestAnswer } from './assistant.service';

const MAX_MB = ASSISTANT_MAX_FILE_BYTES / 1024 / 1024;
const tooLarge = () => new AppError(413, `The PDF is too large: the limit is ${MAX_MB} MB.`);
const oneFile = (message: string) => badRequest(message, { file: ['Exactly one PDF file'] });

/** The single uploaded file of a multipart request: 400 for none or several, 413 when too large. */
async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'Upload the PDF as multipart/form-data with one file.');
  let file: Buffer | undefined;
  let fileCount = 0;
  try {
    const parts = request.parts({ limits: { fileSize: ASSISTANT_MAX_FILE_BYTES, files: 5, fields: 20 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      fileCount += 1;
      // extra files are drained, not kept, and refused below
      if (fileCount === 1) file = await part.toBuffer();
      else part.file.resume();
    }
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw oneFile('Upload only one PDF file.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Too many form fields.');
    throw badRequest('The upload could not be read.', { file: ['Malformed multipart body'] });
  }
  if (!file || fileCount === 0) throw oneFile('Upload a PDF file.');
  if (fileCount > 1) throw oneFile('Upload only one PDF file.');
  return file;
}

/** The AI answer assistant (spec 001 "AI assistant panel"). */
export const assistantRoutes = apiPlugin<{ db: TDb; config: TConfig }>(
  async (route, { db, config }, plugin) => {
    await plugin.register(multipart, {
      limits: { fileSize: ASSISTANT_MAX_FILE_BYTES, files: 5 },
    });

    route(
      'answers.generate',
      {
        consumes: ['multipart/form-data'],
        params: ZQuestionParams,
        response: ZSuggestedAnswer,
        bodyLimit: ASSISTANT_MAX_FILE_BYTES + 1024 * 1024,
      },
      async (request) => {
        const question = await requireAssistantQuestion(db, tenantOf(request).customerId, request.params.id);
        const pdf = await readSingleFile(request);
        return suggestAnswer(config.llm, question, pdf, { timeLimitMs: config.assistantPdfTimeLimitMs });
      },
    );
  },
);
