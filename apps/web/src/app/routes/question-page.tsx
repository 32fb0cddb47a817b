import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { ItemNotFound } from '../../components/versioned-values/item-not-found';
import { ValueDetailHeader } from '../../components/versioned-values/value-detail-header';
import { useAnswers } from '../../features/answers/api/get-answers';
import { usePlaceholderValuesByCountry } from '../../features/placeholders/api/get-placeholder-globals';
import { useQuestion } from '../../features/questions/api/get-question';
import { useRelatedQuestions } from '../../features/questions/api/get-related-questions';
import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { hasStatus } from '../../lib/api-error';
import { AnswerEditor } from './knowledge/answer-editor';
import { AnswerHistory } from './knowledge/answer-history';
import { AnswerPreviewPanel } from './knowledge/answer-preview-panel';
import { useKnowledgeFeatures } from './knowledge/use-knowledge-features';
import { ValueDetailView } from './knowledge/value-detail-view';

export function QuestionPage() {
  const { t } = useTranslation();
  const questionId = Number(useParams().id);
  const question = useQuestion(questionId);
  const answers = useAnswers(questionId);
  const related = useRelatedQuestions(questionId);
  const { hasAiAssistant, hasRoleFeatures } = useKnowledgeFeatures();
  const placeholderValues = usePlaceholderValuesByCountry(useActiveCountries().data ?? []);
  const text = question.data?.text ?? '';
  const isMissing = !(questionId > 0) || hasStatus(question.error, 404) || hasStatus(answers.error, 404);
  if (isMissing)
    return (
      <ItemNotFound
        title={t('DETAIL_QUESTION_NOT_FOUND')}
        backTo="/questions"
        backLabel={t('DETAIL_BACK_QUESTIONS')}
      />
    );

  const header = question.isError ? (
    <LoadError messageKey="LOAD_ERROR_QUESTIONS" onRetry={() => void question.refetch()} />
  ) : (
    <ValueDetailHeader
      backTo="/questions"
      backLabel={t('DETAIL_BACK_QUESTIONS')}
      title={text || t('PAGE_QUESTION')}
      info={question.data?.info ?? ''}
      description={question.data?.description ?? ''}
      category={question.data?.category?.name ?? null}
      tags={question.data?.questionTags.map((item) => item.tag.name) ?? []}
    />
  );

  return (
    <ValueDetailView
      kind="answer"
      header={header}
      values={answers}
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
      renderHistory={(value, countryName, close) => (
        <AnswerHistory questionId={questionId} value={value} countryName={countryName} onClose={close} />
      )}
    />
  );
}

export { QuestionPage as Component };
