import { Center, Loader, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useBotReactionTypes } from '../../features/bot-reactions/api/get-bot-reaction-types';
import { BotReactionCard } from '../../features/bot-reactions/components/bot-reaction-card';

/** /botReactions: a card per event the bot reacts to. */
export function BotReactionsPage() {
  const { t } = useTranslation();
  const types = useBotReactionTypes();
  return (
    <>
      <PageHeader title={t('MENU_BOT_REACTIONS')} description={t('BOT_REACTIONS_DESCRIPTION')} />
      {types.isError && (
        <LoadError messageKey="LOAD_ERROR_BOT_REACTIONS" onRetry={() => void types.refetch()} />
      )}
      {types.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {types.data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {types.data.map((reaction) => (
            <BotReactionCard key={reaction.id} reaction={reaction} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

export { BotReactionsPage as Component };
