import { eq } from 'drizzle-orm';
import { botReactionType } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { COUNTRIES, GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import { customerCountries, valueVersions } from '../../db/schema';
import type { TDemoTenantKey } from './demo-data';
import type { TKnowledgeAuthor } from './knowledge';

const DAY_MS = 86_400_000;
const countryIdOf = new Map(COUNTRIES.map((c) => [c.code, c.id]));

/** Demo texts: a branded global welcome, some country translations; the rest use the defaults. */
const DEMO_REACTIONS = [
  { key: 'welcome', country: 'GLOBAL', text: "Hi, I'm the {{company}} HR assistant. What can I do for you?" },
  { key: 'welcome', country: 'ES', text: 'Hola, soy el asistente de RR. HH. ¿En qué puedo ayudarte?' },
  { key: 'welcome', country: 'DE', text: 'Hallo, ich bin der HR-Assistent. Wie kann ich helfen?' },
  { key: 'noneIntent', country: 'ES', text: 'Perdona, no te he entendido. ¿Puedes reformularlo?' },
  { key: 'feedbackThanks', country: 'ES', text: '¡Gracias por tu opinión!' },
  { key: 'feedbackThanks', country: 'DE', text: 'Danke für dein Feedback!' },
  {
    key: 'noneOfThese',
    country: 'ES',
    text: 'Vaya, no era ninguna de esas. ¿Puedes preguntarlo de otra forma?',
  },
  {
    key: 'escalation',
    country: 'ES',
    text: 'Siento que no te haya servido. He pasado tu pregunta al equipo de RR. HH. para que le hagan seguimiento.',
  },
  {
    key: 'escalation',
    country: 'DE',
    text: 'Schade, dass das nicht geholfen hat. Ich habe deine Frage an das HR-Team weitergegeben.',
  },
  {
    key: 'managerOnly',
    country: 'GLOBAL',
    text: 'This is for people managers only. Ask your manager or write to HR.',
  },
] as const;

export async function seedBotReactions(
  db: TDb,
  tenantIds: ReadonlyMap<TDemoTenantKey, number>,
  author: TKnowledgeAuthor,
) {
  const since = new Date(Date.now() - 30 * DAY_MS);
  for (const [key, customerId] of tenantIds) {
    const rows = await db
      .select()
      .from(customerCountries)
      .where(eq(customerCountries.customerId, customerId));
    const tenantCountries = new Set([GLOBAL_COUNTRY_ID, ...rows.map((r) => r.countryId)]);
    const brand = key === 'acme' ? 'Acme' : 'Globex';
    const values = DEMO_REACTIONS.map((r) => ({ ...r, countryId: countryIdOf.get(r.country)! }))
      .filter((r) => tenantCountries.has(r.countryId))
      .map((r) => ({
        customerId,
        kind: 'botReaction' as const,
        itemId: botReactionType(r.key).id,
        countryId: r.countryId,
        text: r.text.replace('{{company}}', brand),
        active: true,
        validFrom: since,
        createdAt: since,
        createdBy: author.id,
        createdByName: author.name,
      }));
    if (values.length > 0) await db.insert(valueVersions).values(values);
  }
}
