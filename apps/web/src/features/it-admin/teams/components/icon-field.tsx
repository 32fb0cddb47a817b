import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ICON_MEDIA_TYPES, ICON_TYPE_MESSAGE } from '@askhr/shared/it-admin/custom-bot.schemas';
import { translateSharedMessage } from '../../../../lib/i18n/shared-messages';

interface TIconFieldProps {
  label: string;
  hint: string;
  /** what is shown: the chosen file as a data URL, else the package's icon as base64 PNG */
  src: string;
  /** shown at this size, on a checkered background when the icon has transparency */
  size: number;
  error?: string;
  onPick(dataUrl: string): void;
  onError(message: string | undefined): void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** One icon of the Teams package: its preview and the upload of a replacement. */
export function IconField({ label, hint, src, size, error, onPick, onError }: TIconFieldProps) {
  const { t } = useTranslation();
  async function pick(file: File | null) {
    if (!file) return;
    if (!(ICON_MEDIA_TYPES as readonly string[]).includes(file.type)) return onError(ICON_TYPE_MESSAGE);
    onError(undefined);
    onPick(await readAsDataUrl(file));
  }
  return (
    <Input.Wrapper label={label} description={hint} error={error && translateSharedMessage(error)}>
      <Group gap="md" mt={6} wrap="nowrap">
        <Image
          src={src.startsWith('data:') ? src : `data:image/png;base64,${src}`}
          alt={label}
          w={size}
          h={size}
          fit="contain"
          radius="sm"
          bg="gray.7"
          style={{ flex: 'none' }}
        />
        <Stack gap={4} align="flex-start">
          <FileButton onChange={(file) => void pick(file)} accept={ICON_MEDIA_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} />}>
                {t('CUSTOM_BOT_UPLOAD')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('CUSTOM_BOT_ICON_TYPES')}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
