import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadError } from '../../components/load-error';
import { StatusBadge } from '../../components/status-badge';
import { useKindStatus } from '../../components/versioned-values/use-value-kind';
import { answerKind } from '../../features/answers/api/answer-kind';
import { useQuestionsPage } from '../../features/questions/api/get-questions-page';
import { QuestionListItem } from '../../features/questions/components/question-list-item';
import { KnowledgeListFrame } from './knowledge/knowledge-list-frame';
import { ListBody } from './knowledge/list-body';
import { useKnowledgeContext } from './knowledge/use-knowledge-context';

export function QuestionsPage() {
  const { t } = useTranslation();
  const context = useKnowledgeContext();
  const location = useLocation();
  const from = location.pathname + location.search;
  const page = useQuestionsPage(context.query, context.isFocusSettled);
  const status = useKindStatus(
    answerKind,
    (page.data?.data ?? []).map((question) => question.id),
  );
  // the list renders in slices, the page stays responsive while a page of cards comes in. What the cards
  // show is deferred together: a value read directly would render every card at once, in one long task
  // (and a list no longer pending but without its questions yet would flash "Nothing matches")
  const questions = useDeferredValue(page.data?.data);
  const isListPending = useDeferredValue(page.isPending);
  const statusItems = useDeferredValue(status.data);
  const isStatusPending = useDeferredValue(status.isPending);
  const countryId = context.focus.country?.id ?? null;
  const { hasRoleFeatures } = context;
  // the cards render again only when what they show changes, not when a filter's options come in
  const items = useMemo(
    () =>
      (questions ?? []).map((question) => (
        <QuestionListItem
          from={from}
          key={question.id}
          question={question}
          showsManagerIcon={hasRoleFeatures}
          status={
            <StatusBadge
              status={statusItems?.find((item) => item.id === question.id)}
              countryId={countryId}
              isLoading={isStatusPending}
            />
          }
        />
      )),
    [questions, statusItems, isStatusPending, countryId, from, hasRoleFeatures],
  );

  return (
    <KnowledgeListFrame
      title={t('MENU_QUESTIONS')}
      info={t('QUESTIONS_INFO')}
      context={context}
      total={page.data?.total}
    >
      {status.isError && <LoadError messageKey="LOAD_ERROR_STATUS" onRetry={() => void status.refetch()} />}
      <ListBody
        isPending={isListPending}
        isError={page.isError}
        isEmpty={items.length === 0}
        errorKey="LOAD_ERROR_QUESTIONS"
        onRetry={() => void page.refetch()}
      >
        {items}
      </ListBody>
    </KnowledgeListFrame>
  );
}

export { QuestionsPage as Component };
