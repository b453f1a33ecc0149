import { MINIMUM_SERVICE_AGE } from '@roadbook/domain/constants';

import { useConfig } from '@/api/get-config';

/**
 * The marketplace's settings the information texts quote (`{{minimumAge}}`, `{{contactEmail}}` …),
 * so that the pages always say what the site really does.
 */
export function usePolicyValues() {
  const config = useConfig().data;
  return {
    serviceMinimumAge: MINIMUM_SERVICE_AGE,
    minimumAge: config?.minimumAge,
    lateFeePercent: config?.lateCancellationFeePercent,
    paymentWindowMinutes: config?.paymentWindowMinutes,
    contactEmail: config?.contactEmail,
    sessionDays: config?.sessionDays,
    sessionBrowserHours: config?.sessionBrowserHours,
  };
}

export type PolicyValues = ReturnType<typeof usePolicyValues>;
