import { BOT_ROLES, type TBotRoleId } from '@askhr/shared/bot/bot.constants';
import type { TChannelId } from '@askhr/shared/countries/countries.constants';
import type { TRandom } from './prng';

export interface TSimulatedEmployee {
  channel: TChannelId;
  channelUserId: string;
  name: string;
  email: string;
  countryCode: string;
  roleId: TBotRoleId;
  /** how much more often than others this employee writes (a few heavy users, many light ones) */
  activity: number;
}

/** Teams dominates in large companies, then Slack, then the web chat on the intranet. */
export const CHANNEL_SHARES: readonly (readonly [TChannelId, number])[] = [
  ['msteams', 0.5],
  ['slack', 0.3],
  ['directline', 0.2],
];
/** about one employee in eight manages people */
export const MANAGER_SHARE = 0.12;

const FIRST_NAMES: Record<string, readonly string[]> = {
  ES: ['Lucía', 'Javier', 'Carmen', 'Pablo', 'Marta', 'Sergio', 'Elena', 'Diego'],
  DE: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Mia', 'Paul', 'Hannah'],
  US: ['James', 'Emily', 'Michael', 'Olivia', 'Daniel', 'Sophia', 'Ryan', 'Ava'],
  IN: ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Isha', 'Arjun', 'Neha'],
  BR: ['João', 'Ana', 'Pedro', 'Beatriz', 'Lucas', 'Mariana', 'Gabriel', 'Larissa'],
  GLOBAL: ['Alex', 'Sam', 'Jordan', 'Taylor', 'Chris', 'Robin', 'Kim', 'Noor'],
};
const LAST_NAMES: Record<string, readonly string[]> = {
  ES: ['García', 'Martínez', 'López', 'Sánchez', 'Romero', 'Navarro'],
  DE: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner'],
  US: ['Smith', 'Johnson', 'Brown', 'Miller', 'Davis', 'Wilson'],
  IN: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair'],
  BR: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira'],
  GLOBAL: ['Lee', 'Khan', 'Novak', 'Rossi', 'Dubois', 'Tanaka'],
};

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Employees of one tenant: countries among the tenant's own (Global only when it is the only one),
 * roles, channels with CHANNEL_SHARES, a name and an email at `domain`.
 */
export function generateEmployees(
  random: TRandom,
  opts: { count: number; countryCodes: readonly string[]; domain: string },
): TSimulatedEmployee[] {
  const national = opts.countryCodes.filter((c) => c !== 'GLOBAL');
  const countries = national.length > 0 ? national : ['GLOBAL'];
  return Array.from({ length: opts.count }, (_, i) => {
    const countryCode = random.pick(countries);
    const first = random.pick(FIRST_NAMES[countryCode] ?? FIRST_NAMES.GLOBAL!);
    const last = random.pick(LAST_NAMES[countryCode] ?? LAST_NAMES.GLOBAL!);
    const channel = random.weighted(CHANNEL_SHARES);
    return {
      channel,
      channelUserId: `sim-${channel}-${i + 1}`,
      name: `${first} ${last}`,
      email: `${ascii(first)}.${ascii(last)}${i + 1}@${opts.domain}`,
      countryCode,
      roleId: random.chance(MANAGER_SHARE) ? BOT_ROLES.peopleManager : BOT_ROLES.teamMember,
      // a long tail: most employees write rarely, a few often
      activity: 1 / (0.05 + random.next()),
    };
  });
}
