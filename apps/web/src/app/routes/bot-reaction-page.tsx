import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TBotReactionValue } from '@askhr/shared/bot/bot-reactions.schemas';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { LoadError } from '../../components/load-error';
import { ItemNotFound } from '../../components/versioned-values/item-not-found';
import { ValueDetailHeader } from '../../components/versioned-values/value-detail-header';
import { useBotReactionType } from '../../features/bot-reactions/api/get-bot-reaction-type';
import { useBotReactionValues } from '../../features/bot-reactions/api/get-bot-reaction-values';
import { DefaultTextCard } from '../../features/bot-reactions/components/default-text-card';
import { usePlaceholderValuesByCountry } from '../../features/placeholders/api/get-placeholder-globals';
import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { hasStatus } from '../../lib/api-error';
import { BotReactionEditor } from './knowledge/bot-reaction-editor';
import { BotReactionHistory } from './knowledge/bot-reaction-history';
import { ValueDetailView } from './knowledge/value-detail-view';

const asCountryValue = ({ botReactionId: _botReactionId, ...rest }: TBotReactionValue): TValueCard => rest;

/** /botReaction/:id: the reaction's texts per country, with the global template and the default. */
export function BotReactionPage() {
  const { t } = useTranslation();
  const botReactionId = Number(useParams().id);
  const reaction = useBotReactionType(botReactionId);
  const values = useBotReactionValues(botReactionId);
  const placeholderValues = usePlaceholderValuesByCountry(useActiveCountries().data ?? []);
  const title = reaction.data?.title ?? '';
  const isMissing = !(botReactionId > 0) || hasStatus(reaction.error, 404) || hasStatus(values.error, 404);
  if (isMissing)
    return (
      <ItemNotFound
        title={t('DETAIL_BOT_REACTION_NOT_FOUND')}
        backTo="/botReactions"
        backLabel={t('DETAIL_BACK_BOT_REACTIONS')}
      />
    );

  const header = reaction.isError ? (
    <LoadError messageKey="LOAD_ERROR_BOT_REACTIONS" onRetry={() => void reaction.refetch()} />
  ) : (
    <ValueDetailHeader
      backTo="/botReactions"
      backLabel={t('DETAIL_BACK_BOT_REACTIONS')}
      title={title || t('PAGE_BOT_REACTION')}
      info={reaction.data?.description ?? ''}
      description=""
      category={null}
      tags={[]}
    />
  );

  return (
    <ValueDetailView
      kind="answer"
      cardsTitle={t('BOT_REACTION_TEXTS')}
      header={header}
      values={{ data: values.data?.map(asCountryValue), isError: values.isError, refetch: values.refetch }}
      errorKey="LOAD_ERROR_BOT_REACTION_VALUES"
      placeholderValuesOf={(countryId) => placeholderValues.get(countryId)}
      sideCard={<DefaultTextCard text={reaction.data?.defaultText ?? ''} />}
      defaultText={reaction.data?.defaultText ?? ''}
      renderEditor={(value, countryName, close, inheritedText) => (
        <BotReactionEditor
          botReactionId={botReactionId}
          title={title}
          value={value}
          countryName={countryName}
          inheritedText={inheritedText}
          onClose={close}
        />
      )}
      renderHistory={(value, countryName, close) => (
        <BotReactionHistory
          botReactionId={botReactionId}
          value={value}
          countryName={countryName}
          onClose={close}
        />
      )}
    />
  );
}

export { BotReactionPage as Component };
