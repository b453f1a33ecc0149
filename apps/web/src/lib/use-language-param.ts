import type { Language } from '@roadbook/domain/constants';
import { useSearchParams } from 'react-router';

import { languageParamOf } from './paths';

/** The language the page's `l` parameter names, which the links a page builds keep; null when none. */
export function useLanguageParam(): Language | null {
  const [params] = useSearchParams();
  return languageParamOf(params);
}
