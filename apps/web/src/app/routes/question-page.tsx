import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useValueDetail } from '../../components/versioned-values/use-value-detail';
import { answerKind } from '../../features/answers/api/answer-kind';
import { usePlaceholderValuesByCountry } from '../../features/placeholders/api/get-placeholder-globals';
import { useQuestion } from '../../features/questions/api/get-question';
import { useRelatedQuestions } from '../../features/questions/api/get-related-questions';
import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { AnswerEditor } from './knowledge/answer-editor';
import { AnswerPreviewPanel } from './knowledge/answer-preview-panel';
import { useKnowledgeFeatures } from './knowledge/use-knowledge-features';
import { ValueDetailView } from './knowledge/value-detail-view';

export function QuestionPage() {
  const { t } = useTranslation();
  const questionId = Number(useParams().id);
  const question = useQuestion(questionId);
  const detail = useValueDetail(answerKind, questionId, question, {
    backTo: '/questions',
    backLabel: t('DETAIL_BACK_QUESTIONS'),
    notFoundTitle: t('DETAIL_QUESTION_NOT_FOUND'),
    errorKey: 'LOAD_ERROR_QUESTIONS',
  });
  const related = useRelatedQuestions(questionId);
  const { hasAiAssistant, hasRoleFeatures } = useKnowledgeFeatures();
  const placeholderValues = usePlaceholderValuesByCountry(useActiveCountries().data ?? []);
  const text = question.data?.text ?? '';
  if (detail.notFound) return detail.notFound;

  return (
    <ValueDetailView
      kind="answer"
      header={detail.header({
        title: text || t('PAGE_QUESTION'),
        info: question.data?.info ?? '',
        description: question.data?.description ?? '',
        category: question.data?.category?.name ?? null,
        tags: question.data?.questionTags.map((item) => item.tag.name) ?? [],
      })}
      values={detail.values}
      errorKey="LOAD_ERROR_ANSWERS"
      placeholderValuesOf={(countryId) => placeholderValues.get(countryId)}
      relatedTitle={t('DETAIL_RELATED_QUESTIONS')}
      related={related.data}
      tools={<AnswerPreviewPanel questionId={questionId} hasRoles={hasRoleFeatures} />}
      renderEditor={(value, countryName, close, inheritedText) => (
        <AnswerEditor
          questionId={questionId}
          questionText={text}
          value={value}
          countryName={countryName}
          hasAiAssistant={hasAiAssistant}
          inheritedText={inheritedText}
          onClose={close}
        />
      )}
      renderHistory={detail.renderHistory}
    />
  );
}

export { QuestionPage as Component };
