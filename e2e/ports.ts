// The ports of the browser tests' servers, from E2E_PORT (the outbox site; default 8190).
export const SITE_PORT = Number(process.env.E2E_PORT ?? 8190);
/** The site that uses the outside services: the mail catcher's SMTP server, the social providers. */
export const PROVIDERS_SITE_PORT = SITE_PORT + 1;
export const SMTP_PORT = SITE_PORT - 65;
/** The mail catcher's HTTP list of what it received. */
export const MAIL_PORT = SITE_PORT - 64;
/** The social sign-in providers' stand-ins. */
export const SOCIAL_PORT = SITE_PORT - 63;
