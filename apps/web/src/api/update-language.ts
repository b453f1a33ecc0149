// POST /api/update-language: saves the signed-in user's language (product-rules.md § Languages).
import type { Language } from '@roadbook/domain/constants';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/** UpdateLanguageBodySchema's shape. */
export interface UpdateLanguageBody {
  id: string;
  language: Language;
}

export async function updateLanguage(body: UpdateLanguageBody): Promise<void> {
  await apiRequest('/api/update-language', { method: 'POST', body: JSON.stringify(body) });
}

/** Its failure is told as 'An error occurred while changing language' by the caller. */
export function useUpdateLanguage() {
  return useMutation({ mutationFn: updateLanguage, meta: { errorToast: false } });
}
