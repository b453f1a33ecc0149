import { useSearchParams } from 'react-router';

/** The `l` parameter of the page's URL, which the home's links keep; null when absent. */
export function useUrlLanguageParam(): string | null {
  const [params] = useSearchParams();
  return params.get('l');
}
