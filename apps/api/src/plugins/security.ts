import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** What an outside script needs the policy to allow: where it loads from, frames it shows, what it fetches. */
interface OutsideSources {
  script: string[];
  frame?: string[];
  connect?: string[];
  style?: string[];
  img?: string[];
}

/** Google's reCAPTCHA script and frame, allowed only when reCAPTCHA is on. */
const RECAPTCHA: OutsideSources = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** Each social sign-in provider's script, frames and calls (as the providers document them). */
const SOCIAL_SIGN_IN: Record<'google' | 'apple' | 'facebook', OutsideSources> = {
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
    style: ['https://accounts.google.com/gsi/style'],
  },
  apple: { script: ['https://appleid.cdn-apple.com'], frame: ['https://appleid.apple.com'] },
  facebook: {
    script: ['https://connect.facebook.net'],
    frame: ['https://www.facebook.com', 'https://web.facebook.com'],
    connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
};

/**
 * PayPal's JavaScript SDK (its buttons): the script from www.paypal.com, the buttons' and the
 * checkout's frames and calls on PayPal's hosts (www.paypal.com, www.sandbox.paypal.com, …) and its
 * images, as PayPal documents them. Stripe Checkout and BTCPay are whole pages of their own: the
 * browser leaves the site for them, and nothing of theirs runs here.
 */
const PAYPAL: OutsideSources = {
  script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  connect: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
};

export interface SecurityHeadersOptions {
  mapTileSource: string;
  isRecaptchaOn?: boolean;
  /** The social sign-in providers set up: their scripts are allowed, and their pop-ups may answer. */
  socialProviders?: { google: boolean; apple: boolean; facebook: boolean };
  /** PayPal is the card gateway: its script and frames are allowed, and its pop-up may answer. */
  isPayPalOn?: boolean;
}

/**
 * Security headers, with a content security policy that allows only this origin, the map tiles and
 * the outside scripts the marketplace has turned on (reCAPTCHA, each social sign-in provider, PayPal).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const social = options.socialProviders ?? { google: false, apple: false, facebook: false };
  const outside = [
    ...(options.isRecaptchaOn === true ? [RECAPTCHA] : []),
    ...(['google', 'apple', 'facebook'] as const)
      .filter((provider) => social[provider])
      .map((provider) => SOCIAL_SIGN_IN[provider]),
    ...(options.isPayPalOn === true ? [PAYPAL] : []),
  ];
  const hasPopUps = social.google || social.apple || social.facebook || options.isPayPalOn === true;
  const allowed = (kind: keyof OutsideSources) => outside.flatMap((sources) => sources[kind] ?? []);
  const frames = allowed('frame');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...allowed('script')],
        ...(frames.length > 0 ? { frameSrc: ["'self'", ...frames] } : {}),
        // Emotion (MUI) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...allowed('style')],
        imgSrc: ["'self'", 'data:', 'blob:', options.mapTileSource, ...allowed('img')],
        connectSrc: ["'self'", ...allowed('connect')],
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
    // A provider's sign-in or payment pop-up answers the page that opened it; other windows stay apart.
    crossOriginOpenerPolicy: { policy: hasPopUps ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
