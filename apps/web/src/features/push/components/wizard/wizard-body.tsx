import { useEffect, useState } from 'react';
import { Alert, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../../../lib/i18n/i18n';
import { translateSharedMessage } from '../../../../lib/i18n/shared-messages';
import { usePushWizard } from '../../hooks/use-push-wizard';
import type { TPushDraft, TWizardStep } from '../../push-draft';
import { ContentStep } from './content-step';
import { DeliveryStep } from './delivery-step';
import { ReviewStep } from './review-step';
import { StepMessages } from './step-messages';
import { TemplateStep } from './template-step';
import { WizardButtons } from './wizard-buttons';

const STEP_LABELS: Record<TWizardStep, TMessageKey> = {
  delivery: 'PUSH_STEP_DELIVERY',
  template: 'PUSH_STEP_TEMPLATE',
  content: 'PUSH_STEP_CONTENT',
  review: 'PUSH_STEP_REVIEW',
};

interface TWizardBodyProps {
  initial: TPushDraft;
  hasCsv: boolean;
  onClose(): void;
  /** whether anything was changed since the wizard opened */
  onDirtyChange(isDirty: boolean): void;
}

export function WizardBody({ initial, hasCsv, onClose, onDirtyChange }: TWizardBodyProps) {
  const { t } = useTranslation();
  const wizard = usePushWizard(initial, onClose);
  const { draft, change, errors, step } = wizard;
  // the draft as the wizard opened: the caller builds `initial` again on every render
  const [opened] = useState(initial);
  useEffect(() => onDirtyChange(draft !== opened), [draft, opened, onDirtyChange]);
  // four labels do not fit a phone: the numbers stay, the current step is named below them
  const isPhone = useMediaQuery('(max-width: 36em)');

  return (
    <Stack gap="lg">
      <Stepper active={wizard.index} size="sm" allowNextStepsSelect={false} wrap={false}>
        {wizard.steps.map((s) => (
          <Stepper.Step
            key={s}
            label={isPhone ? undefined : t(STEP_LABELS[s])}
            aria-label={t(STEP_LABELS[s])}
            aria-current={s === step ? 'step' : undefined}
          />
        ))}
      </Stepper>
      {isPhone && (
        <Text fw={600} size="sm">
          {t('PUSH_STEP_OF', {
            index: wizard.index + 1,
            count: wizard.steps.length,
            step: t(STEP_LABELS[step]),
          })}
        </Text>
      )}
      {step === 'delivery' && (
        <DeliveryStep draft={draft} errors={errors} hasCsv={hasCsv} onChange={change} />
      )}
      {step === 'template' && <TemplateStep type={draft.type} onPick={wizard.pickTemplate} />}
      {step === 'content' && <ContentStep draft={draft} errors={errors} onChange={change} />}
      {step === 'review' && <ReviewStep draft={draft} />}
      <StepMessages errors={errors} />
      {wizard.problem && (
        <Alert color="red" variant="light" role="alert">
          {wizard.problem.kind === 'conflict'
            ? translateSharedMessage(wizard.problem.message)
            : t('PUSH_SAVE_FAILED')}
        </Alert>
      )}
      <WizardButtons wizard={wizard} onCancel={onClose} />
    </Stack>
  );
}
