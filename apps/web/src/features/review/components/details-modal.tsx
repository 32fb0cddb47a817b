import { useRef, useState } from 'react';
import { Button, Divider, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { MODEL_UTTERANCE_MAX } from '@askhr/shared/review/review-actions.schemas';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { useGuardedClose } from '../../../components/unsaved-changes/use-guarded-close';
import { isSameDraft, type TDraft, type TRowEdit } from '../hooks/use-review-edits';
import { DetailsFacts } from './details-facts';
import { DetailsForm } from './details-form';
import classes from './details-modal.module.css';

interface TDetailsModalProps {
  row: TReviewUtterance;
  edit: TRowEdit;
  onClose(): void;
  /** resolves true once the row is saved */
  onSave(row: TReviewUtterance, draft: TDraft): Promise<boolean>;
  isSaving: boolean;
  /** Review Results: the bot's best questions for the message, one click to choose */
  hasSuggestions?: boolean;
}

/** Spec 001 section 5: a question chosen needs its training utterance, of at most 1000 characters. */
function utteranceProblem(draft: TDraft): 'REVIEW_UTTERANCE_EMPTY' | 'REVIEW_UTTERANCE_TOO_LONG' | null {
  if (draft.state === REVIEW_STATES.outOfScope || draft.reviewQuestion === null) return null;
  if (draft.modelUtterance.trim() === '') return 'REVIEW_UTTERANCE_EMPTY';
  if (draft.modelUtterance.length > MODEL_UTTERANCE_MAX) return 'REVIEW_UTTERANCE_TOO_LONG';
  return null;
}

/** 'Review Utterance Details': every field of a row, and the reviewer's edit of it. */
export function DetailsModal(props: TDetailsModalProps) {
  const { row, edit, onClose, onSave, isSaving, hasSuggestions = false } = props;
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [opening] = useState<TDraft>(() => ({
    state: edit.state,
    observations: edit.observations,
    reviewQuestion: edit.reviewQuestion,
    modelUtterance: edit.modelUtterance,
  }));
  const [draft, setDraft] = useState<TDraft>(opening);
  const guard = useGuardedClose(!isSameDraft(draft, opening), onClose);
  const [isTouched, setIsTouched] = useState(false);
  const utteranceRef = useRef<HTMLTextAreaElement>(null);
  const problem = utteranceProblem(draft);

  async function save() {
    setIsTouched(true);
    if (problem) {
      // the field may sit below the fold of a long dialog
      utteranceRef.current?.focus();
      utteranceRef.current?.scrollIntoView?.({ block: 'center' });
      return;
    }
    if (await onSave(row, draft)) guard.close();
  }

  return (
    <>
      <Modal
        opened
        {...guard.modalProps}
        title={t('REVIEW_DETAILS_TITLE')}
        size="xl"
        fullScreen={isPhone}
        styles={{ title: { fontWeight: 700 } }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack gap="md">
            <DetailsFacts row={row} />
            <Divider />
            <DetailsForm
              utterance={row.utterance}
              suggestionsFor={hasSuggestions ? row.id : undefined}
              draft={draft}
              onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
              utteranceError={isTouched && problem ? t(problem) : null}
              utteranceRef={utteranceRef}
            />
            <Group justify="flex-end" className={classes.footer}>
              <Button variant="default" onClick={guard.close}>
                {t('ACTION_CANCEL')}
              </Button>
              <Button type="submit" loading={isSaving}>
                {t('REVIEW_SAVE')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {guard.confirm}
    </>
  );
}
