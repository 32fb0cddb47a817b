import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TValueVersion } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { isApiError } from '../../lib/api-error';
import { translateSharedMessage } from '../../lib/i18n/shared-messages';
import { ScheduledVersionRow } from './scheduled-version-row';

interface TScheduledVersionsProps {
  versions: readonly TValueVersion[];
  timeZone: string;
  editingId: number | null;
  disabled: boolean;
  onEdit(version: TValueVersion): void;
  /** removes one version; settles once the value is refetched */
  onRemove(versionId: number): Promise<unknown>;
  /** the version is gone (removed here, or by someone else: a 409) */
  onRemoved(versionId: number): void;
  /** refetches the value after a 409 */
  onConflict(): Promise<unknown>;
}

type TProblem = { color: 'orange' | 'red'; message: string };

/** The versions waiting for their date, in date order; each can be loaded into the form or removed. */
export function ScheduledVersions(props: TScheduledVersionsProps) {
  const { versions, timeZone, editingId } = props;
  const { t } = useTranslation();
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [problem, setProblem] = useState<TProblem | null>(null);

  async function remove(versionId: number) {
    setRemovingId(versionId);
    setProblem(null);
    try {
      await props.onRemove(versionId);
      props.onRemoved(versionId);
    } catch (error) {
      // 409: the version is gone already; the server says why and the refetch shows what is left
      if (isApiError(error) && error.status === 409) {
        setProblem({ color: 'orange', message: translateSharedMessage(error.message) });
        props.onRemoved(versionId);
        await props.onConflict().catch(() => {});
      } else setProblem({ color: 'red', message: t('EDIT_REMOVE_VERSION_FAILED') });
    } finally {
      setRemovingId(null);
      setConfirmingId(null);
    }
  }

  if (versions.length === 0 && !problem) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('EDIT_SCHEDULED_VERSIONS')}
      </Text>
      {versions.map((version) => (
        <ScheduledVersionRow
          key={version.id}
          version={version}
          timeZone={timeZone}
          isEditing={version.id === editingId}
          isConfirming={version.id === confirmingId}
          isRemoving={version.id === removingId}
          disabled={props.disabled || removingId !== null}
          onEdit={() => props.onEdit(version)}
          onAskRemove={() => setConfirmingId(version.id)}
          onCancelRemove={() => setConfirmingId(null)}
          onRemove={() => void remove(version.id)}
        />
      ))}
      {problem && (
        <Alert
          color={problem.color}
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel={t('ACTION_CLOSE')}
          onClose={() => setProblem(null)}
        >
          {problem.message}
        </Alert>
      )}
    </Stack>
  );
}
