// reCAPTCHA v3 on the public forms that ask for it (the join pages): off unless the marketplace sets
// a site key (GET /api/config's `recaptchaSiteKey`). Only then, and only on those pages, is Google's
// script loaded; each form asks it for a token when sent and sends it as `recaptchaToken`.
import { useCallback, useEffect } from 'react';

import { useConfig } from '@/api/get-config';

import { ApiError } from './api-client';
import { loadScript } from './load-script';

/** What Google's script puts on `window`. */
interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

function recaptchaError(): ApiError {
  return new ApiError(0, 'auth.recaptcha', 'reCAPTCHA could not be loaded');
}

/** Loads Google's script for `siteKey` once (a failed load is tried again at the next call). */
export async function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  const src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  const grecaptcha = await loadScript(src, () => window.grecaptcha).catch(() => {
    throw recaptchaError();
  });
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha;
}

/**
 * For a form that sends a reCAPTCHA token: loads the script as soon as the form is shown (when
 * reCAPTCHA is on) and gives a function that returns a fresh token for `action` (letters and
 * underscores), or undefined while reCAPTCHA is off. A script that cannot load is auth.recaptcha.
 */
export function useRecaptcha(): (action: string) => Promise<string | undefined> {
  const { data: config } = useConfig();
  const siteKey = config?.recaptchaSiteKey ?? null;

  useEffect(() => {
    if (siteKey === null) return;
    loadRecaptcha(siteKey).catch(() => {
      // Told when the form is sent.
    });
  }, [siteKey]);

  return useCallback(
    async (action: string) => {
      if (siteKey === null) return undefined;
      const grecaptcha = await loadRecaptcha(siteKey);
      try {
        return await grecaptcha.execute(siteKey, { action });
      } catch {
        throw recaptchaError();
      }
    },
    [siteKey],
  );
}
