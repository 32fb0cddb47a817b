import { useState } from 'react';
import {
  Button,
  ColorInput,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDownload, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ACCENT_COLOR,
  type TCustomBot,
  type TCustomBotSaveInput,
  ZCustomBotSave,
} from '@askhr/shared/it-admin/custom-bot.schemas';
import { useUnsavedChanges } from '../../../../components/unsaved-changes/use-unsaved-changes';
import { hasStatus, isApiError } from '../../../../lib/api-error';
import { translateSharedMessage } from '../../../../lib/i18n/shared-messages';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDefaultCustomBot } from '../api/get-default-custom-bot';
import { useDownloadCustomBot } from '../api/download-custom-bot';
import { useSaveCustomBot } from '../api/save-custom-bot';
import { IconField } from './icon-field';

type TDraft = Omit<TCustomBotSaveInput, 'version'>;
type TErrors = Record<string, string | undefined>;

const draftOf = (bot: TCustomBot): TDraft => ({
  name: bot.name,
  description: bot.description,
  accentColor: bot.accentColor,
});

/** The fields of the Teams package, saved as one; the icons are uploaded as data URLs. */
export function TeamsPackageForm({ bot }: { bot: TCustomBot }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(bot));
  const [errors, setErrors] = useState<TErrors>({});
  const save = useSaveCustomBot();
  const defaults = useDefaultCustomBot();
  const download = useDownloadCustomBot();
  const [isAskingToSave, setAskingToSave] = useState(false);
  // icons picked are kept in the draft only until saved, so any of them makes it differ too
  const isDirty = JSON.stringify(draft) !== JSON.stringify(draftOf(bot));
  useUnsavedChanges(isDirty);

  const set = (field: string, patch: Partial<TDraft>) => {
    setDraft((old) => ({ ...old, ...patch }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };
  const errorOf = (path: string) => {
    const message = errors[path];
    return message && translateSharedMessage(message);
  };
  const text = (field: 'name' | 'description', part: 'short' | 'full') => ({
    value: draft[field][part],
    error: errorOf(`${field}.${part}`),
    onChange: (event: { currentTarget: { value: string } }) =>
      set(`${field}.${part}`, { [field]: { ...draft[field], [part]: event.currentTarget.value } }),
  });

  function validBody() {
    const body = { ...draft, version: bot.version > 0 ? bot.version : undefined };
    const parsed = ZCustomBotSave.safeParse(body);
    if (parsed.success) return body;
    setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
  }
  const notifySaveFailed = (error: unknown) =>
    notifyError(
      hasStatus(error, 409) && isApiError(error)
        ? translateSharedMessage(error.message)
        : t('CUSTOM_BOT_SAVE_FAILED'),
    );

  function submit() {
    const body = validBody();
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => notifySuccess(t('CUSTOM_BOT_SAVED')),
      onError: notifySaveFailed,
    });
  }

  // the server builds the zip from what is saved: unsaved changes are saved first, or left out knowingly
  function askOrDownload() {
    if (isDirty) setAskingToSave(true);
    else download.mutate();
  }

  async function saveAndDownload() {
    setAskingToSave(false);
    const body = validBody();
    if (!body) return;
    // awaited rather than called back: a save brings a new version, which starts this form again
    const saved = await save.mutateAsync(body).then(
      () => true,
      (error: unknown) => (notifySaveFailed(error), false),
    );
    if (saved) download.mutateAsync().catch(() => undefined);
  }

  function restoreDefaults() {
    defaults.mutate(undefined, { onSuccess: (fresh) => setDraft((old) => ({ ...old, ...draftOf(fresh) })) });
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('CUSTOM_BOT_SHORT_NAME')} required {...text('name', 'short')} />
        <TextInput label={t('CUSTOM_BOT_FULL_NAME')} required {...text('name', 'full')} />
      </SimpleGrid>
      <TextInput label={t('CUSTOM_BOT_SHORT_DESCRIPTION')} required {...text('description', 'short')} />
      <Textarea
        label={t('CUSTOM_BOT_FULL_DESCRIPTION')}
        required
        autosize
        minRows={3}
        {...text('description', 'full')}
      />
      <ColorInput
        label={t('CUSTOM_BOT_ACCENT_COLOR')}
        description={t('CUSTOM_BOT_ACCENT_COLOR_HINT', { color: DEFAULT_ACCENT_COLOR })}
        format="hex"
        maw={380}
        value={draft.accentColor}
        onChange={(accentColor) => set('accentColor', { accentColor })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <IconField
          label={t('CUSTOM_BOT_COLOR_ICON')}
          hint={t('CUSTOM_BOT_COLOR_ICON_HINT')}
          src={draft.iconsColorFile ?? bot.iconsColorFile}
          size={96}
          error={errors.iconsColorFile}
          onPick={(iconsColorFile) => set('iconsColorFile', { iconsColorFile })}
          onError={(message) => setErrors((old) => ({ ...old, iconsColorFile: message }))}
        />
        <IconField
          label={t('CUSTOM_BOT_OUTLINE_ICON')}
          hint={t('CUSTOM_BOT_OUTLINE_ICON_HINT')}
          src={draft.iconsOutlineFile ?? bot.iconsOutlineFile}
          size={32}
          error={errors.iconsOutlineFile}
          onPick={(iconsOutlineFile) => set('iconsOutlineFile', { iconsOutlineFile })}
          onError={(message) => setErrors((old) => ({ ...old, iconsOutlineFile: message }))}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Button
          variant="subtle"
          leftSection={<IconRestore size={16} />}
          loading={defaults.isPending}
          onClick={restoreDefaults}
        >
          {t('CUSTOM_BOT_RESTORE_DEFAULTS')}
        </Button>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={askOrDownload}
          >
            {t('CUSTOM_BOT_DOWNLOAD')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t('ACTION_SAVE')}
          </Button>
        </Group>
      </Group>
      <Modal
        opened={isAskingToSave}
        onClose={() => setAskingToSave(false)}
        title={t('CUSTOM_BOT_UNSAVED_TITLE')}
      >
        <Stack gap="md">
          <Text size="sm">{t('CUSTOM_BOT_UNSAVED_TEXT')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setAskingToSave(false);
                download.mutate();
              }}
            >
              {t('CUSTOM_BOT_DOWNLOAD_SAVED')}
            </Button>
            <Button onClick={() => void saveAndDownload()}>{t('CUSTOM_BOT_SAVE_AND_DOWNLOAD')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
