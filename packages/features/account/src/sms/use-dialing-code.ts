import { useState } from 'react';
import { getCountries } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import type { SelectOption } from '@croupier/ui';

const COUNTRIES_STALE_MS = 60 * 60_000;

/** The country dialing codes the site serves, starting at the site's default country. */
export function useDialingCode() {
  const countries = useCallQuery(getCountries, undefined, { staleTime: COUNTRIES_STALE_MS });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = countries.data?.countries ?? [];
  const fallback = list.find((country) => country.countryCode === countries.data?.defaultCountryCode) ?? list[0];
  const value = chosen ?? fallback?.countryDialingCode ?? '';
  // Short enough for the narrow column beside the number: "+880 BD". The platform may or may not write the plus.
  const options: SelectOption[] = list.map((country) => ({
    value: country.countryDialingCode,
    label: `+${country.countryDialingCode.replace(/^\+/, '')} ${country.countryCode}`,
  }));
  return { value, setValue: setChosen, options, ready: value !== '' };
}
