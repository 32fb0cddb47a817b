import { useState } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { useCurrentUser } from '../../features/tenancy/api/get-current-user';
import { useTimezone } from '../../features/tenancy/api/get-timezone';
import { useWebChatConfig } from '../../features/webchat/api/get-web-chat-config';
import { TestAsControls, type TTestAsValue } from '../../features/webchat/components/test-as-controls';
import { TestAsSummary } from '../../features/webchat/components/test-as-summary';
import { WebChatFrame } from '../../features/webchat/components/web-chat-frame';
import { useWebChatBundle } from '../../features/webchat/hooks/use-web-chat-bundle';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { failureText } from '../../lib/notify';
import { utcToZonedLocal, zonedLocalToUtc } from '@askhr/shared/time/zoned-time';

/** Test Bot: the official Web Chat against our Direct Line, as an employee of a chosen country and role. */
export function WebChatPage() {
  const { t } = useTranslation();
  const timeZone = useTimezone();
  const countries = (useActiveCountries().data ?? []).filter((country) => country.id !== GLOBAL_COUNTRY_ID);
  const today = utcToZonedLocal(new Date().toISOString(), timeZone).slice(0, 10);
  const [testAs, setTestAs] = useState<TTestAsValue>({ countryCode: null, roleId: 2, day: '' });
  const day = testAs.day || today;
  const config = useWebChatConfig({
    countryCode: testAs.countryCode,
    roleId: testAs.roleId,
    // today means now; another day is answered as of its noon in the tenant's time zone
    date: day === today ? null : zonedLocalToUtc(`${day}T12:00`, timeZone),
  });
  const [attempt, setAttempt] = useState(0);
  const username = useCurrentUser().data?.name;

  return (
    <Stack gap="md" h="100%">
      <PageHeader title={t('MENU_TEST_BOT')} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group gap={6}>
            <IconUserQuestion size={18} />
            <Text fw={650}>{t('PREVIEW_AS_TITLE')}</Text>
          </Group>
          <TestAsControls
            countries={countries}
            value={{ ...testAs, day }}
            onChange={setTestAs}
            timeZone={timeZone}
            disabled={config.isFetching}
          />
          <TestAsSummary countries={countries} value={{ ...testAs, day }} today={today} />
        </Stack>
      </Paper>
      <Paper
        withBorder
        radius="md"
        style={{ overflow: 'hidden' }}
        // leaves room for the floating Help button below the send box
        mb={{ base: 64, sm: 24 }}
        h={{ base: 'max(360px, calc(100dvh - 410px))', sm: 'max(460px, calc(100dvh - 330px))' }}
      >
        {config.isError ? (
          <ChatFailure onRetry={() => void config.refetch()} />
        ) : (
          <ChatArea
            key={attempt}
            token={config.data?.token}
            userID={config.data?.botUserID}
            username={username}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      </Paper>
    </Stack>
  );
}

function ChatArea(props: { token?: string; userID?: string; username?: string; onRetry(): void }) {
  const { t } = useTranslation();
  const bundle = useWebChatBundle();
  if (bundle.status === 'error') return <ChatFailure onRetry={props.onRetry} />;
  if (bundle.status === 'loading' || !props.token || !props.userID)
    return (
      <Center h="100%" role="status">
        <Stack align="center" gap="sm">
          <Loader type="dots" />
          <Text size="sm" c="dimmed">
            {t('LOADING')}…
          </Text>
        </Stack>
      </Center>
    );
  return (
    <Box h="100%">
      <WebChatFrame
        webChat={bundle.webChat}
        token={props.token}
        userID={props.userID}
        username={props.username}
      />
    </Box>
  );
}

function ChatFailure({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Center h="100%" p="md">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" maw={520}>
        <Stack gap="sm">
          <Text size="sm">{failureText('LOAD_WEB_CHAT')}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
            w="fit-content"
          >
            {t('ACTION_TRY_AGAIN')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

export { WebChatPage as Component };
