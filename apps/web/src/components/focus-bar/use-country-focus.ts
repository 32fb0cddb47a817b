import type { TCountry } from '@askhr/shared/tenancy/tenancy.schemas';
import { useTenantId } from '../../lib/tenant';
import { focusedCountry } from './auto-focus';
import { useFocusState } from './focus-store';

export interface TCountryFocus {
  country: TCountry | null;
  editMode: boolean;
  choose(country: TCountry): void;
  clear(): void;
  setEditMode(on: boolean): void;
}

/** The focused country of the knowledge-base screens, over the tenant's active countries. */
export function useCountryFocus(countries: readonly TCountry[] | undefined): TCountryFocus {
  const [state, update] = useFocusState(useTenantId());
  return {
    country: focusedCountry(state, countries),
    editMode: state.editMode,
    choose: (country) => update({ countryCode: country.code, cleared: false }),
    clear: () => update({ countryCode: null, cleared: true }),
    setEditMode: (on) => update({ editMode: on }),
  };
}
