import { Paper, Skeleton, Stack, Text, Title, Group } from '@mantine/core';
import { IconBrandTeams } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { useCustomBot } from '../api/get-custom-bot';
import { TeamsPackageForm } from './teams-package-form';

/** 'MS Teams options': the app package the tenant uploads to Microsoft Teams, customised. */
export function TeamsPackageCard() {
  const { t } = useTranslation();
  const bot = useCustomBot();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="teams-package-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconBrandTeams size={22} aria-hidden />
          <Title order={2} size="h4" id="teams-package-title">
            {t('CUSTOM_BOT_TITLE')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('CUSTOM_BOT_INFO')}
        </Text>
        {bot.isError && <LoadError messageKey="LOAD_ERROR_CUSTOM_BOT" onRetry={() => void bot.refetch()} />}
        {bot.isPending && <Skeleton h={320} />}
        {/* a save brings a new version: the form starts again from what was saved */}
        {bot.data && <TeamsPackageForm key={bot.data.version} bot={bot.data} />}
      </Stack>
    </Paper>
  );
}
