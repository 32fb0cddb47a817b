import { useState } from 'react';
import { Button, EmptyState, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessageQuestion, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCustomQuestion } from '@askhr/shared/custom-questions/custom-questions.schemas';
import { PageHeader } from '../../components/page-header';
import { useCustomQuestions } from '../../features/custom-questions/api/get-custom-questions';
import { CustomQuestionItem } from '../../features/custom-questions/components/custom-question-item';
import { CustomQuestionModal } from '../../features/custom-questions/components/custom-question-modal';
import { usePermissions } from '../../features/tenancy/api/get-permissions';
import { ListBody } from './knowledge/list-body';

/** The editor's modal: closed, adding (null) or editing one question. */
type TEditing = { question: TCustomQuestion | null } | undefined;

export function CustomQuestionsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useCustomQuestions(debounced);
  const canEdit = usePermissions().data?.includes('edit-custom-questions') ?? false;
  const [editing, setEditing] = useState<TEditing>();
  const questions = list.data ?? [];

  return (
    <>
      <PageHeader
        title={t('MENU_CUSTOM_QUESTIONS')}
        description={t('CUSTOM_QUESTIONS_INFO')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ question: null })}>
              {t('CUSTOM_QUESTIONS_ADD')}
            </Button>
          )
        }
      />
      <TextInput
        mb="md"
        maw={420}
        leftSection={<IconSearch size={16} />}
        aria-label={t('FILTER_SEARCH')}
        placeholder={t('FILTER_SEARCH_PLACEHOLDER')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {list.isSuccess && questions.length === 0 && !debounced ? (
        <Paper withBorder p="xl">
          <EmptyState
            icon={<IconMessageQuestion size={32} />}
            title={t('CUSTOM_QUESTIONS_NONE_TITLE')}
            description={t(canEdit ? 'CUSTOM_QUESTIONS_NONE_TEXT' : 'CUSTOM_QUESTIONS_NONE_READER')}
          />
        </Paper>
      ) : (
        <ListBody
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={questions.length === 0}
          errorKey="LOAD_ERROR_CUSTOM_QUESTIONS"
          onRetry={() => void list.refetch()}
        >
          {questions.map((question) => (
            <CustomQuestionItem
              key={question.id}
              question={question}
              onEdit={canEdit ? () => setEditing({ question }) : undefined}
            />
          ))}
        </ListBody>
      )}
      {editing && <CustomQuestionModal question={editing.question} onClose={() => setEditing(undefined)} />}
    </>
  );
}

export { CustomQuestionsPage as Component };
