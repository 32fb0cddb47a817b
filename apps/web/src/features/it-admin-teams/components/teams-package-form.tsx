import { useState } from 'react';
import { Button, ColorInput, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconDownload, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ACCENT_COLOR,
  type TCustomBot,
  type TCustomBotSaveInput,
  ZCustomBotSave,
} from '@askhr/shared/it-admin/custom-bot.schemas';
import { hasStatus, isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
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

  const set = (field: string, patch: Partial<TDraft>) => {
    setDraft((old) => ({ ...old, ...patch }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };
  const text = (field: 'name' | 'description', part: 'short' | 'full') => ({
    value: draft[field][part],
    error: errors[`${field}.${part}`],
    onChange: (event: { currentTarget: { value: string } }) =>
      set(`${field}.${part}`, { [field]: { ...draft[field], [part]: event.currentTarget.value } }),
  });

  function submit() {
    const body = { ...draft, version: bot.version > 0 ? bot.version : undefined };
    const parsed = ZCustomBotSave.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    save.mutate(body, {
      onSuccess: () => notifySuccess(t('CUSTOM_BOT_SAVED')),
      onError: (error) =>
        notifyError(hasStatus(error, 409) && isApiError(error) ? error.message : t('CUSTOM_BOT_SAVE_FAILED')),
    });
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
            onClick={() => download.mutate()}
          >
            {t('CUSTOM_BOT_DOWNLOAD')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t('ACTION_SAVE')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
