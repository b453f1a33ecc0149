import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Google's reCAPTCHA script and frame, allowed only when reCAPTCHA is on. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * Security headers, with a content security policy that allows only this origin, the map tiles and,
 * when the forms use it, reCAPTCHA.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { mapTileSource: string; isRecaptchaOn?: boolean },
) {
  const recaptcha = options.isRecaptchaOn === true;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPTS : [])],
        ...(recaptcha ? { frameSrc: ["'self'", ...RECAPTCHA_FRAMES] } : {}),
        // Emotion (MUI) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', options.mapTileSource],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Not forced: the site must work over plain HTTP on a local network address too; a TLS
        // front end sets it (and HSTS) where the site is served over HTTPS.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
