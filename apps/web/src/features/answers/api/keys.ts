import { answerKind } from './answer-kind';

/** Query keys of the answers' own calls, under the kind's root; the values' keys come from the kind. */
export const answerKeys = {
  preview: (tenantId: number, params: object) => [answerKind.keyRoot, tenantId, 'preview', params] as const,
};
