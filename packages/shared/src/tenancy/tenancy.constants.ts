/** Keys of the custom settings the portal reads (spec 000 section 3). */
export const SETTING_KEYS = {
  logoFileName: 'LogoFileName',
  reportsTimeZone: 'ReportsTimeZone',
  messageRetentionDays: 'MessageRetentionDays',
} as const;

/** The settings the Settings screen saves (`POST /api/CustomSettings/{name}`); others have screens of their own. */
export const EDITABLE_SETTING_KEYS = [
  SETTING_KEYS.reportsTimeZone,
  SETTING_KEYS.messageRetentionDays,
] as const;

export const TIME_ZONE_INVALID = 'Please choose a time zone from the list.';

/** Report time zone when a tenant has not chosen one (spec 000 section 9). */
export const DEFAULT_REPORTS_TIME_ZONE = 'UTC';

/** Where the server publishes tenant logos: the portal shows `${LOGOS_PATH}${LogoFileName}`. */
export const LOGOS_PATH = '/logos/';

/** Logo file names the server accepts: one plain file name, no folders. */
export const LOGO_FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.(svg|png|jpe?g|gif)$/;

/** Name of the role the operator CLI gives to invited tenant administrators. */
export const ADMINISTRATOR_ROLE_NAME = 'Administrator';
