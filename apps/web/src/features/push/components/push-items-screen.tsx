import { useState } from 'react';
import { Accordion, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TPushType } from '@askhr/shared/push/push.constants';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AuthorsFilter } from './authors-filter';
import { PushSection } from './push-section';
import { PushWizard } from './wizard/push-wizard';

/** Push Messages or Surveys: Scheduled (open) and Sent (collapsed), Create, the author filter. */
interface TPushItemsScreenProps {
  type: TPushType;
  /** edit-push-messages for messages, edit-surveys for surveys */
  canEdit: boolean;
  /** the PushItemsUploadCSV feature: recipients may come from a CSV list */
  hasCsv: boolean;
}

export function PushItemsScreen({ type, canEdit, hasCsv }: TPushItemsScreenProps) {
  const { t } = useTranslation();
  const [cuIds, setCuIds] = useState<number[]>([]);
  /** the wizard: closed, adding (0) or editing an item */
  const [editing, setEditing] = useState<number>();
  const onEdit = canEdit ? setEditing : undefined;

  return (
    <>
      <PageHeader
        title={t(type === 'survey' ? 'MENU_SURVEYS' : 'MENU_PUSH_MESSAGES')}
        description={t(type === 'survey' ? 'SURVEYS_INFO' : 'PUSH_INFO')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(0)}>
              {t('PUSH_CREATE')}
            </Button>
          )
        }
      />
      <AuthorsFilter type={type} value={cuIds} onChange={setCuIds} />
      <Accordion multiple defaultValue={['scheduled']} variant="separated" radius="md">
        <PushSection type={type} scheduled cuIds={cuIds} onEdit={onEdit} />
        <PushSection type={type} scheduled={false} cuIds={cuIds} onEdit={onEdit} />
      </Accordion>
      {editing !== undefined && (
        <PushWizard type={type} hasCsv={hasCsv} itemId={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
