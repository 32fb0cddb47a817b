import { Alert, Button, Group, List, Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { hasStatus } from '../../lib/api-error';
import { translateSharedMessage } from '../../lib/i18n/shared-messages';
import { useGuardedClose } from '../unsaved-changes/use-guarded-close';
import actionsClasses from '../modal-actions.module.css';
import { utcToZonedLocal } from '@askhr/shared/time/zoned-time';
import { ConflictAlert } from './conflict-alert';
import { EditPreview } from './edit-preview';
import { ScheduledVersions } from './scheduled-versions';
import {
  checkDraft,
  draftOf,
  formatScheduleInput,
  isSameValueDraft,
  type TValueDraft,
  type TVersionToSave,
} from './value-draft';

export interface TValueEditModalProps {
  title: string;
  countryName: string;
  /** the country's value as the server has it (refreshed after a conflict) */
  value: TValueCard;
  timeZone: string;
  textSchema: z.ZodType<string>;
  /** keyword -> value for the preview; omitted where values have no placeholders */
  previewValues?: ReadonlyMap<string, string>;
  hasPreview?: boolean;
  /** a preview of another shape than the text filled in (a placeholder value: the answers using it) */
  renderPreview?(text: string): ReactNode;
  onSave(version: TVersionToSave): Promise<unknown>;
  onRemove(): Promise<unknown>;
  /** removes one scheduled version; a version gone already rejects with a 409 */
  onRemoveVersion(versionId: number): Promise<unknown>;
  /** refetches the value after a 409 so the other person's version shows */
  onConflict(): Promise<unknown>;
  onClose(): void;
  /** the AI assistant panel, for answers */
  aside?: ReactNode;
  /** where a country without its own value starts from: the global text it inherits */
  inheritedText?: string;
  /** how to write the text, under its label */
  textHint?: string;
  /** placeholders have a global value, not a global template */
  kind?: 'answer' | 'value';
}

const ACTIVE_TEXTS = {
  answer: {
    globalLabel: 'EDIT_ACTIVE_GLOBAL',
    globalHint: 'EDIT_ACTIVE_GLOBAL_HINT',
    countryHint: 'EDIT_ACTIVE_COUNTRY_HINT',
  },
  value: {
    globalLabel: 'EDIT_ACTIVE_GLOBAL_VALUE',
    globalHint: 'EDIT_ACTIVE_GLOBAL_VALUE_HINT',
    countryHint: 'EDIT_ACTIVE_COUNTRY_VALUE_HINT',
  },
} as const;

export function ValueEditModal(props: TValueEditModalProps) {
  const { value, timeZone } = props;
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [draft, setDraft] = useState(() => draftOf(value, props.inheritedText));
  // what the form last loaded (opened, reloaded, a scheduled version picked): unsaved work is a change of it
  const [loaded, setLoaded] = useState(draft);
  const guard = useGuardedClose(!isSameValueDraft(draft, loaded), props.onClose);
  const [baseId, setBaseId] = useState(value.id);
  const [messages, setMessages] = useState<string[]>([]);
  const [problem, setProblem] = useState<'save' | 'conflict' | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const alertsRef = useRef<HTMLDivElement>(null);
  // a long form scrolls: bring the messages of the last Save into view
  useEffect(() => {
    if (messages.length > 0 || problem)
      alertsRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [messages, problem]);
  const isGlobal = value.countryId === GLOBAL_COUNTRY_ID;
  const activeTexts = ACTIVE_TEXTS[props.kind ?? 'answer'];
  const checkContext = () => ({
    textSchema: props.textSchema,
    timeZone,
    pastDateMessage: t('EDIT_PAST_DATE', { timeZone }),
    baseId,
  });
  const load = (next: TValueDraft) => {
    setDraft(next);
    setLoaded(next);
  };
  const change = (patch: Partial<TValueDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // a message of the last Save goes as soon as what it was about is right
    if (messages.length === 0) return;
    const check = checkDraft(next, checkContext());
    const remaining = check.ok ? [] : check.messages;
    setMessages((current) => current.filter((message) => remaining.includes(message)));
  };

  async function run(action: () => Promise<unknown>) {
    setIsBusy(true);
    setProblem(null);
    try {
      await action();
      guard.close();
    } catch (error) {
      if (hasStatus(error, 409)) {
        setProblem('conflict');
        await props.onConflict().catch(() => {});
      } else setProblem('save');
    } finally {
      setIsBusy(false);
    }
  }

  function save() {
    const check = checkDraft(draft, checkContext());
    if (!check.ok) return setMessages(check.messages);
    setMessages([]);
    void run(() => props.onSave(check.version));
  }

  const reload = () => {
    load(draftOf(value, props.inheritedText));
    setBaseId(value.id);
    setProblem(null);
  };
  // the version in the form is gone: back to the current version
  const forgetVersion = (versionId: number) => {
    if (draft.versionId === versionId) load(draftOf(value, props.inheritedText));
  };

  return (
    <>
      <Modal
        opened
        fullScreen={isPhone}
        {...guard.modalProps}
        size={props.aside ? 'xl' : 'lg'}
        title={<Text fw={650}>{t('EDIT_TITLE', { country: props.countryName })}</Text>}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed" lineClamp={2}>
            {props.title}
          </Text>
          <Textarea
            label={t('EDIT_TEXT')}
            description={props.textHint}
            value={draft.text}
            onChange={(event) => change({ text: event.currentTarget.value })}
            autosize
            minRows={4}
            maxRows={14}
            data-autofocus
          />
          <Switch
            checked={draft.active}
            onChange={(event) => change({ active: event.currentTarget.checked })}
            label={t(isGlobal ? activeTexts.globalLabel : 'EDIT_ACTIVE_COUNTRY')}
            description={t(isGlobal ? activeTexts.globalHint : activeTexts.countryHint)}
          />
          {/* typed as the portal writes dates: a native date input would show the browser's mm/dd/yyyy */}
          <TextInput
            label={t('EDIT_SCHEDULE', { timeZone })}
            description={t('EDIT_SCHEDULE_HINT')}
            placeholder={t('EDIT_SCHEDULE_PLACEHOLDER')}
            value={draft.schedule}
            onChange={(event) => change({ schedule: event.currentTarget.value })}
            w={{ base: '100%', sm: 320 }}
          />
          <ScheduledVersions
            versions={value.scheduled}
            timeZone={timeZone}
            editingId={draft.versionId}
            disabled={isBusy}
            onRemove={props.onRemoveVersion}
            onRemoved={forgetVersion}
            onConflict={props.onConflict}
            onEdit={(version) =>
              load({
                text: version.text,
                active: version.active,
                schedule: formatScheduleInput(utcToZonedLocal(version.validFrom, timeZone)),
                versionId: version.id,
              })
            }
          />
          {props.hasPreview && draft.text.trim() && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('EDIT_PREVIEW')}
              </Text>
              <EditPreview text={draft.text} values={props.previewValues} />
            </Stack>
          )}
          {props.renderPreview && draft.text.trim() && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('EDIT_PREVIEW')}
              </Text>
              {props.renderPreview(draft.text)}
            </Stack>
          )}
          {props.aside}
          {/* next to Save, where the eye is after clicking it */}
          {(problem || messages.length > 0) && (
            <Stack gap="sm" ref={alertsRef}>
              {problem === 'conflict' && <ConflictAlert current={value} onReload={reload} />}
              {problem === 'save' && (
                <Alert color="red" variant="light" role="alert">
                  {t('EDIT_SAVE_FAILED')}
                </Alert>
              )}
              {messages.length > 0 && (
                <Alert color="red" variant="light" role="alert" title={t('EDIT_CHECK_TITLE')}>
                  <List size="sm">
                    {messages.map((message) => (
                      <List.Item key={message}>{translateSharedMessage(message)}</List.Item>
                    ))}
                  </List>
                </Alert>
              )}
            </Stack>
          )}
          <Group justify="space-between" className={actionsClasses.actions}>
            {value.id > 0 && !value.new && !isGlobal ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => void run(props.onRemove)}
                disabled={isBusy}
              >
                {t('EDIT_REMOVE')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={guard.close}>
                {t('ACTION_CANCEL')}
              </Button>
              <Button onClick={save} loading={isBusy} disabled={problem === 'conflict'}>
                {t('ACTION_SAVE')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      {guard.confirm}
    </>
  );
}
