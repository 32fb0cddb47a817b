/** Days employees' messages are kept when a tenant has not chosen (custom setting `MessageRetentionDays`). */
export const MESSAGE_RETENTION_DEFAULT_DAYS = 365;

/** Fewest days a tenant may keep employees' messages. */
export const MESSAGE_RETENTION_MIN_DAYS = 30;

/** Most days a tenant may keep employees' messages (ten years). */
export const MESSAGE_RETENTION_MAX_DAYS = 3650;

export const MESSAGE_RETENTION_NOT_A_NUMBER = 'Please enter the number of days as a whole number.';

export const MESSAGE_RETENTION_OUT_OF_RANGE = `Messages are kept from ${MESSAGE_RETENTION_MIN_DAYS} to ${MESSAGE_RETENTION_MAX_DAYS} days.`;

/** What is wrong with a retention the Settings screen sends, or undefined when it can be saved. */
export function messageRetentionError(value: string): string | undefined {
  if (!/^\d+$/.test(value.trim())) return MESSAGE_RETENTION_NOT_A_NUMBER;
  const days = Number(value);
  if (days < MESSAGE_RETENTION_MIN_DAYS || days > MESSAGE_RETENTION_MAX_DAYS)
    return MESSAGE_RETENTION_OUT_OF_RANGE;
  return undefined;
}

/** The days a tenant keeps messages: its stored setting, or the default when unset or unreadable. */
export function messageRetentionDaysOf(stored: string | undefined): number {
  if (stored === undefined || messageRetentionError(stored)) return MESSAGE_RETENTION_DEFAULT_DAYS;
  return Number(stored);
}
