import type { LoaderFunction } from 'react-router';

import { configQueryOptions } from '@/api/get-config';

import type { RouteDeps } from '../route-deps';

/**
 * For a page that quotes the marketplace's settings (the minimum age, the contact address…): it
 * renders once they are known, never a sentence with a hole.
 */
export function createPolicyLoader({ queryClient }: RouteDeps): LoaderFunction {
  return async () => {
    await queryClient.ensureQueryData(configQueryOptions());
    return null;
  };
}
