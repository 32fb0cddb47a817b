import { CloudAdapter, TurnContext, type Activity } from 'botbuilder';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../../../db/outage';
import type { TBotFrameworkOptions } from './botframework.routes';
import { botFrameworkAuthOf } from './botframework-auth';
import { createTurnLogic } from './botframework-turn';

/** processActivity is protected; we call it ourselves to keep Fastify's request and reply. */
class AskHrAdapter extends CloudAdapter {
  run(authHeader: string, activity: Activity, logic: (context: TurnContext) => Promise<void>) {
    return this.processActivity(authHeader, activity, logic);
  }
}

/**
 * botbuilder's adapter and the turn logic: a module of its own, loaded with the first request to
 * /api/messages, for botbuilder is some 50 MB of a process that may never serve Teams.
 */
export function createBotFrameworkRunner(options: TBotFrameworkOptions, log: FastifyBaseLogger) {
  const { db, config, core } = options;
  const adapter = new AskHrAdapter(botFrameworkAuthOf(config.teams));
  adapter.onTurnError = async (_context, error) => {
    // thrown on to the error handler: a 503 the channel may retry, and the outage logged once
    if (isDatabaseUnavailable(error)) throw error;
    log.error({ err: error }, 'botframework: turn failed');
  };
  const logic = createTurnLogic({ db, config, core, log, emailLookup: options.emailLookup });
  return (authHeader: string, activity: Activity) => adapter.run(authHeader, activity, logic);
}
