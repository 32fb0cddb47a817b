import { z } from 'zod';
import { ZQueryId, zQueryInt } from '@askhr/shared/schemas/primitives';

const ZArgs = z.object({
  tenant: ZQueryId,
  days: zQueryInt({ min: 1, max: 3650 }).default(90),
  perDay: zQueryInt({ min: 1, max: 100_000 }).default(40),
  seed: z.coerce.number().int().optional(),
});
export type TSimulateArgs = z.infer<typeof ZArgs>;

export const SIMULATE_USAGE = 'npm run simulate -- --tenant <id> [--days 90] [--per-day 40] [--seed <n>]';

/** `--tenant 1 --days 90 --per-day 40 --seed 7` (also `--days=90`). */
export function parseSimulateArgs(argv: readonly string[]): TSimulateArgs {
  const raw: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}\n${SIMULATE_USAGE}`);
    const [name, inline] = arg.slice(2).split('=', 2);
    const key = name!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`--${name} needs a value\n${SIMULATE_USAGE}`);
    raw[key] = value;
  }
  const parsed = ZArgs.strict().safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'arguments'}: ${i.message}`);
    throw new Error(`${lines.join('\n')}\n${SIMULATE_USAGE}`);
  }
  return parsed.data;
}
