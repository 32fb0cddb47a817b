import { ConfigurationBotFrameworkAuthentication } from 'botbuilder';
import type { TConfig } from '../../../config';

/**
 * The bot's Microsoft credentials, as botbuilder's adapters take them: the one that answers
 * /api/messages and the one that sends pushes to Teams.
 */
export const botFrameworkAuthOf = (teams: TConfig['teams']) =>
  new ConfigurationBotFrameworkAuthentication({
    MicrosoftAppId: teams.appId ?? '',
    MicrosoftAppPassword: teams.appPassword ?? '',
    MicrosoftAppType: 'MultiTenant',
  });
