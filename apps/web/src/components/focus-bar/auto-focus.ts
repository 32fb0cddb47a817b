import type { TCountry } from '@askhr/shared/tenancy/tenancy.schemas';

/** Spec 000 "Focus bar": with exactly one editable country, that country is chosen automatically. */
export function autoFocusCountry(countries: readonly TCountry[] | undefined): TCountry | null {
  const editable = (countries ?? []).filter((country) => country.editable);
  return editable.length === 1 ? (editable[0] ?? null) : null;
}

export interface TFocusState {
  /** the chosen country code; null is the global view */
  countryCode: string | null;
  editMode: boolean;
  /** the user cleared the selection on purpose: do not choose for them again */
  cleared: boolean;
}

export const NO_FOCUS: TFocusState = { countryCode: null, editMode: false, cleared: false };

/** The country the lists focus on: the user's choice, else the automatic one unless they cleared it. */
export function focusedCountry(
  state: TFocusState,
  countries: readonly TCountry[] | undefined,
): TCountry | null {
  if (state.countryCode) return countries?.find((country) => country.code === state.countryCode) ?? null;
  return state.cleared ? null : autoFocusCountry(countries);
}
