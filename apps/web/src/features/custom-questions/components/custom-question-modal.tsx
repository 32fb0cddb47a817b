import { useState } from 'react';
import { Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type TCustomQuestion,
  ZCustomQuestionSave,
} from '@askhr/shared/custom-questions/custom-questions.schemas';
import { ConfirmDeleteButton, FormActions } from '../../../components/form-actions';
import { useGuardedClose } from '../../../components/unsaved-changes/use-guarded-close';
import { hasStatus, isApiError } from '../../../lib/api-error';
import { useDeleteCustomQuestion } from '../api/delete-custom-question';
import { useSaveCustomQuestion } from '../api/save-custom-question';
import { QuestionTextsField } from './question-texts-field';
import { translateSharedMessage } from '../../../lib/i18n/shared-messages';

interface TCustomQuestionModalProps {
  /** the question edited, or null to add one */
  question: TCustomQuestion | null;
  onClose(): void;
}

/** Add or Edit of a custom question: several texts and one answer, placeholders allowed. */
export function CustomQuestionModal({ question, onClose }: TCustomQuestionModalProps) {
  const { t } = useTranslation();
  const save = useSaveCustomQuestion();
  const remove = useDeleteCustomQuestion();
  const [texts, setTexts] = useState<string[]>(question ? question.questions : ['']);
  const [answer, setAnswer] = useState(question?.answer ?? '');
  const [errors, setErrors] = useState<{ questions?: string; answer?: string }>({});
  const isDirty =
    answer !== (question?.answer ?? '') ||
    texts.join('\n') !== (question ? question.questions : ['']).join('\n');
  const guard = useGuardedClose(isDirty, onClose);

  function submit() {
    const original = question?.questions ?? [];
    const body = {
      id: question?.id ?? 0,
      version: question?.version,
      questions: texts,
      answer,
      questionsOriginal: original,
      questionsDeleted: original.filter((text) => !texts.includes(text)),
    };
    const parsed = ZCustomQuestionSave.safeParse(body);
    if (!parsed.success) {
      const messageOf = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ questions: messageOf('questions'), answer: messageOf('answer') });
      return;
    }
    setErrors({});
    save.mutate(body, { onSuccess: guard.close });
  }

  // a stale edit says what happened (someone else saved first); anything else the spec's words
  const error = save.error ?? remove.error;
  const failure = error
    ? hasStatus(error, 409) && isApiError(error)
      ? translateSharedMessage(error.message)
      : t('CUSTOM_QUESTIONS_SAVE_FAILED')
    : null;

  return (
    <Modal
      opened
      {...guard.modalProps}
      size="lg"
      title={t(question ? 'CUSTOM_QUESTIONS_EDIT_TITLE' : 'CUSTOM_QUESTIONS_ADD_TITLE')}
    >
      <Stack gap="md">
        <QuestionTextsField
          texts={texts}
          error={errors.questions}
          onChange={(next) => {
            setTexts(next);
            setErrors((old) => ({ ...old, questions: undefined }));
          }}
        />
        <Textarea
          label={t('CUSTOM_QUESTIONS_ANSWER')}
          description={t('CUSTOM_QUESTIONS_ANSWER_HINT', { example: '{{keyword}}' })}
          autosize
          minRows={4}
          value={answer}
          error={errors.answer}
          onChange={(event) => {
            setAnswer(event.currentTarget.value);
            setErrors((old) => ({ ...old, answer: undefined }));
          }}
        />
        <FormActions
          failure={failure}
          onCancel={guard.close}
          onSave={submit}
          isSaving={save.isPending}
          start={
            question && (
              <ConfirmDeleteButton
                label={t('CUSTOM_QUESTIONS_DELETE')}
                confirmLabel={t('CUSTOM_QUESTIONS_DELETE_CONFIRM')}
                isPending={remove.isPending}
                onConfirm={() => remove.mutate(question.id, { onSuccess: guard.close })}
              />
            )
          }
        />
      </Stack>
      {guard.confirm}
    </Modal>
  );
}
