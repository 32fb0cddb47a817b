/** Countries of the demo knowledge base: the global template and the demo tenants' countries. */
export type TSeedCountry = 'GLOBAL' | 'ES' | 'DE' | 'US' | 'IN' | 'BR' | 'GB' | 'FR';

/** One version of a value; `inDays` is when it starts, relative to the seeding (default about 4 months ago, before the simulated history starts). */
export interface TSeedVersion {
  country: TSeedCountry;
  text: string;
  active?: boolean;
  inDays?: number;
}

export interface TSeedQuestion {
  category: string;
  text: string;
  /** ends with "Examples:" and example phrasings, as the detail page shows them */
  description: string;
  info?: string;
  tags?: string[];
  managerOnly?: boolean;
  inSubscription?: boolean;
  /** also part of the smaller Globex knowledge base */
  globex?: boolean;
  utterances: string[];
  answers: TSeedVersion[];
}

export interface TSeedPlaceholder {
  keyWord: string;
  info: string;
  description: string;
  category: string;
  tags?: string[];
  values: TSeedVersion[];
}

/** Days before or after the seeding of current and scheduled versions. */
export const CURRENT = -120;
export const SCHEDULED = 21;
