import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useTenantTimeZone } from '../../../lib/time-zone';
import { useDeletePushItem } from '../api/delete-push-item';
import type { TTemplate } from '../api/get-templates';
import { useSavePushItem } from '../api/save-push-item';
import { checkStep, saveOf, stepOfField, stepsOf, type TPushDraft } from '../push-draft';

export type TFieldErrors = Record<string, string[]>;
/** A failed save or delete: a conflict says the server's words, anything else the spec's. */
export type TWizardProblem = { kind: 'conflict'; message: string } | { kind: 'failed' } | null;

/** The wizard's state: the draft, the step shown, the messages of the last check or save. */
export function usePushWizard(initial: TPushDraft, onDone: () => void) {
  const timeZone = useTenantTimeZone();
  const save = useSavePushItem();
  const remove = useDeletePushItem();
  const [draft, setDraft] = useState(initial);
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [problem, setProblem] = useState<TWizardProblem>(null);
  const steps = stepsOf(draft);
  const step = steps[index]!;

  const change = (patch: Partial<TPushDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    const touched = Object.keys(patch);
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => !touchedFields(touched).includes(field)),
      ),
    );
  };

  /** Validation keeps the user on the step and lists its messages (spec 001 section 2, Wizard). */
  const next = () => {
    const found = checkStep(draft, step, timeZone);
    setErrors(found);
    if (Object.keys(found).length === 0) setIndex((current) => Math.min(current + 1, steps.length - 1));
  };
  const back = () => {
    setErrors({});
    setIndex((current) => Math.max(current - 1, 0));
  };
  const pickTemplate = (template: TTemplate) => {
    const patch: Partial<TPushDraft> =
      draft.type === 'survey'
        ? {
            question: template.text,
            surveyQueryOptionId: template.id,
            options: template.responseOptions.length > 0 ? template.responseOptions : draft.options,
          }
        : { text: template.text };
    setDraft((current) => ({ ...current, ...patch }));
    setIndex((current) => current + 1);
  };

  const fail = (error: unknown) => {
    if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
      setErrors(error.fields);
      const first = steps.findIndex((s) => Object.keys(error.fields).some((f) => stepOfField(f) === s));
      if (first >= 0) setIndex(first);
      setProblem(null);
    } else if (isApiError(error) && error.status === 409)
      setProblem({ kind: 'conflict', message: error.message });
    else setProblem({ kind: 'failed' });
  };

  const schedule = () => {
    setProblem(null);
    save.mutate(saveOf(draft, timeZone), { onSuccess: onDone, onError: fail });
  };
  const destroy = () => {
    setProblem(null);
    remove.mutate(draft.id, { onSuccess: onDone, onError: fail });
  };

  return {
    draft,
    change,
    steps,
    step,
    index,
    errors,
    problem,
    next,
    back,
    pickTemplate,
    schedule,
    destroy,
    isSaving: save.isPending,
    isDeleting: remove.isPending,
  };
}

/** The save fields whose messages an edit of these draft fields clears. */
function touchedFields(draftFields: string[]): string[] {
  const map: Record<string, string[]> = {
    schedule: ['date', 'closeDate'],
    dryRun: ['date', 'closeDate'],
    groups: ['recipients', 'recipientsCsv'],
    csv: ['recipients', 'recipientsCsv'],
    text: ['text'],
    question: ['queries'],
    greetingText: ['greetingText'],
    options: ['responseOptions'],
    closeSchedule: ['closeDate'],
  };
  return draftFields.flatMap((field) => map[field] ?? []);
}
