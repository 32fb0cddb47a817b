/** Id of the global country: its values are the template every other country inherits. */
export const GLOBAL_COUNTRY_ID = 1;
export const GLOBAL_COUNTRY_CODE = 'GLOBAL';

/**
 * The reference list of countries. Ids are stable: they are stored in every tenant's data.
 * Codes are ISO 3166-1 alpha-2, except the global country.
 */
export const COUNTRIES: readonly { id: number; code: string; name: string }[] = [
  { id: 1, code: GLOBAL_COUNTRY_CODE, name: 'Global' },
  { id: 2, code: 'ES', name: 'Spain' },
  { id: 3, code: 'DE', name: 'Germany' },
  { id: 4, code: 'US', name: 'United States' },
  { id: 5, code: 'IN', name: 'India' },
  { id: 6, code: 'BR', name: 'Brazil' },
  { id: 7, code: 'GB', name: 'United Kingdom' },
  { id: 8, code: 'FR', name: 'France' },
  { id: 9, code: 'IT', name: 'Italy' },
  { id: 10, code: 'PT', name: 'Portugal' },
  { id: 11, code: 'NL', name: 'Netherlands' },
  { id: 12, code: 'BE', name: 'Belgium' },
  { id: 13, code: 'IE', name: 'Ireland' },
  { id: 14, code: 'CH', name: 'Switzerland' },
  { id: 15, code: 'AT', name: 'Austria' },
  { id: 16, code: 'PL', name: 'Poland' },
  { id: 17, code: 'SE', name: 'Sweden' },
  { id: 18, code: 'NO', name: 'Norway' },
  { id: 19, code: 'DK', name: 'Denmark' },
  { id: 20, code: 'FI', name: 'Finland' },
  { id: 21, code: 'CZ', name: 'Czechia' },
  { id: 22, code: 'RO', name: 'Romania' },
  { id: 23, code: 'GR', name: 'Greece' },
  { id: 24, code: 'HU', name: 'Hungary' },
  { id: 25, code: 'CA', name: 'Canada' },
  { id: 26, code: 'MX', name: 'Mexico' },
  { id: 27, code: 'AR', name: 'Argentina' },
  { id: 28, code: 'CL', name: 'Chile' },
  { id: 29, code: 'CO', name: 'Colombia' },
  { id: 30, code: 'PE', name: 'Peru' },
  { id: 31, code: 'CN', name: 'China' },
  { id: 32, code: 'JP', name: 'Japan' },
  { id: 33, code: 'KR', name: 'South Korea' },
  { id: 34, code: 'SG', name: 'Singapore' },
  { id: 35, code: 'AU', name: 'Australia' },
  { id: 36, code: 'NZ', name: 'New Zealand' },
  { id: 37, code: 'ZA', name: 'South Africa' },
  { id: 38, code: 'AE', name: 'United Arab Emirates' },
  { id: 39, code: 'TR', name: 'Turkey' },
  { id: 40, code: 'IL', name: 'Israel' },
  { id: 41, code: 'PH', name: 'Philippines' },
  { id: 42, code: 'MY', name: 'Malaysia' },
  { id: 43, code: 'ID', name: 'Indonesia' },
  { id: 44, code: 'TH', name: 'Thailand' },
  { id: 45, code: 'VN', name: 'Vietnam' },
  { id: 46, code: 'EG', name: 'Egypt' },
  { id: 47, code: 'NG', name: 'Nigeria' },
  { id: 48, code: 'KE', name: 'Kenya' },
  { id: 49, code: 'MA', name: 'Morocco' },
  { id: 50, code: 'UA', name: 'Ukraine' },
];

export const CHANNELS = [
  { id: 'slack', label: 'Slack' },
  { id: 'msteams', label: 'Teams' },
  { id: 'directline', label: 'Web Chat' },
  { id: 'emulator', label: 'Emulator' },
] as const;
export type TChannelId = (typeof CHANNELS)[number]['id'];
