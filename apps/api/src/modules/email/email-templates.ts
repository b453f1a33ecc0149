// The emails Roadbook sends, rendered in the recipient's language (product-rules.md § Languages): a
// subject, an HTML part and a plain-text part with the same content. Words come from the `emails`
// catalogue; every parameter is escaped in the HTML; every link is absolute on the site's address.
import type { Language } from '@roadbook/domain/constants';
import { createTranslator, type Translate } from '@roadbook/i18n/translator';

/** The parameters of each template. */
export interface EmailTemplateParams {
  /** Confirms the address of a new account (product-rules.md § Accounts and forms). */
  accountActivation: { fullName: string; link: string };
  passwordReset: { fullName: string; link: string };
  /** An account made for a visitor at checkout, who chooses a password (product-rules.md § Roles). */
  setPassword: { fullName: string; link: string };
  /** Security notice after a password change. */
  passwordChanged: { fullName: string };
  /** Receipt of "delete my account". */
  accountDeleted: { fullName: string };
  /** Receipt of "delete my data". */
  dataDeleted: { fullName: string };
  /** To admins: someone left their details on a join page. */
  newLead: {
    kind: 'supplier' | 'user';
    fullName: string;
    email: string;
    phone: string | null;
    company: string | null;
    message: string | null;
  };
  /** To admins: a supplier signed up and waits for verification. */
  newSupplier: { fullName: string; email: string };
}

export type EmailTemplate = keyof EmailTemplateParams;

export const EMAIL_TEMPLATES = [
  'accountActivation',
  'passwordReset',
  'setPassword',
  'passwordChanged',
  'accountDeleted',
  'dataDeleted',
  'newLead',
  'newSupplier',
] as const satisfies readonly EmailTemplate[];

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface RenderOptions<T extends EmailTemplate> {
  language: Language;
  /** The site's address, without a trailing slash (config.siteUrl). */
  siteUrl: string;
  params: EmailTemplateParams[T];
}

/**
 * An absolute link to a page of the site that opens in `language` (`l`, product-rules.md § Pages
 * and addresses): `siteLink(siteUrl, '/activate', { u, e, t }, 'fr')`.
 */
export function siteLink(
  siteUrl: string,
  path: `/${string}`,
  query: Readonly<Record<string, string>>,
  language: Language,
): string {
  const params = new URLSearchParams(query);
  params.set('l', language);
  return `${siteUrl}${path}?${params.toString()}`;
}

/** What a template says, before it is laid out as HTML and as text. */
interface EmailContent {
  subject: string;
  /** Whom it addresses, null for the team's own notices. */
  name: string | null;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  closing?: string[];
  /** Labelled values (a lead's details). */
  details?: { label: string; value: string }[];
}

interface ContentContext {
  t: Translate;
  siteUrl: string;
  language: Language;
  link(url: string): string;
}

type ContentBuilders = {
  [T in EmailTemplate]: (params: EmailTemplateParams[T], context: ContentContext) => EmailContent;
};

const CONTENT: ContentBuilders = {
  accountActivation: ({ fullName, link }, { t, link: checked }) => ({
    subject: t('emails:accountActivation.subject'),
    name: fullName,
    paragraphs: [t('emails:accountActivation.intro')],
    action: { label: t('emails:accountActivation.action'), url: checked(link) },
    closing: [t('emails:accountActivation.expiry'), t('emails:accountActivation.ignore')],
  }),
  passwordReset: ({ fullName, link }, { t, link: checked }) => ({
    subject: t('emails:passwordReset.subject'),
    name: fullName,
    paragraphs: [t('emails:passwordReset.intro')],
    action: { label: t('emails:passwordReset.action'), url: checked(link) },
    closing: [t('emails:passwordReset.ignore')],
  }),
  setPassword: ({ fullName, link }, { t, link: checked }) => ({
    subject: t('emails:setPassword.subject'),
    name: fullName,
    paragraphs: [t('emails:setPassword.intro')],
    action: { label: t('emails:setPassword.action'), url: checked(link) },
    closing: [t('emails:setPassword.next')],
  }),
  passwordChanged: ({ fullName }, { t, siteUrl, language }) => ({
    subject: t('emails:passwordChanged.subject'),
    name: fullName,
    paragraphs: [t('emails:passwordChanged.intro'), t('emails:passwordChanged.notYou')],
    action: {
      label: t('emails:passwordChanged.action'),
      url: siteLink(siteUrl, '/forgot-password', {}, language),
    },
  }),
  accountDeleted: ({ fullName }, { t }) => ({
    subject: t('emails:accountDeleted.subject'),
    name: fullName,
    paragraphs: [
      t('emails:accountDeleted.intro'),
      t('emails:accountDeleted.bookings'),
      t('emails:accountDeleted.goodbye'),
    ],
  }),
  dataDeleted: ({ fullName }, { t }) => ({
    subject: t('emails:dataDeleted.subject'),
    name: fullName,
    paragraphs: [t('emails:dataDeleted.intro'), t('emails:dataDeleted.bookings')],
  }),
  newLead: (lead, { t }) => {
    const optional = (key: 'phone' | 'company' | 'message') => {
      const value = lead[key]?.trim();
      return value ? [{ label: t(`emails:newLead.${key}`), value }] : [];
    };
    return {
      subject: t(lead.kind === 'supplier' ? 'emails:newLead.subjectSupplier' : 'emails:newLead.subjectUser', {
        name: lead.fullName,
      }),
      name: null,
      paragraphs: [t(lead.kind === 'supplier' ? 'emails:newLead.introSupplier' : 'emails:newLead.introUser')],
      details: [
        { label: t('emails:newLead.fullName'), value: lead.fullName },
        { label: t('emails:newLead.email'), value: lead.email },
        ...optional('phone'),
        ...optional('company'),
        ...optional('message'),
      ],
    };
  },
  newSupplier: ({ fullName, email }, { t }) => ({
    subject: t('emails:newSupplier.subject', { name: fullName }),
    name: null,
    paragraphs: [t('emails:newSupplier.intro')],
    details: [
      { label: t('emails:newSupplier.fullName'), value: fullName },
      { label: t('emails:newSupplier.email'), value: email },
    ],
  }),
};

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const COLOURS = { primary: '#1a1a1a', background: '#FAFAFA', muted: '#5f5f5f', border: '#e6e6e6' };
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

interface Layout {
  language: Language;
  siteName: string;
  homeUrl: string;
  settingsUrl: string;
  greeting: string;
  linkFallback: string;
  signature: string;
  footer: string;
  manageNotifications: string;
}

const paragraph = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

function htmlOf(content: EmailContent, layout: Layout): string {
  const { action, details = [], closing = [] } = content;
  const body = [paragraph(layout.greeting), ...content.paragraphs.map((text) => paragraph(text))];
  if (details.length > 0) {
    const rows = details
      .map(
        ({ label, value }) =>
          `<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;font-weight:600;white-space:nowrap;">${escapeHtml(label)}</th>` +
          `<td style="padding:6px 0;white-space:pre-wrap;word-break:break-word;">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    body.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;font-size:15px;">${rows}</table>`,
    );
  }
  if (action) {
    const href = escapeHtml(action.url);
    body.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
        `<td style="border-radius:6px;background-color:${COLOURS.primary};">` +
        `<a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:6px;color:#ffffff;font-weight:600;text-decoration:none;">${escapeHtml(action.label)}</a>` +
        `</td></tr></table>`,
      `<p style="margin:0 0 16px;font-size:13px;color:${COLOURS.muted};">${escapeHtml(layout.linkFallback)}<br>` +
        `<a href="${href}" style="color:${COLOURS.primary};word-break:break-all;">${href}</a></p>`,
    );
  }
  body.push(...closing.map((text) => paragraph(text)), paragraph(layout.signature, 'margin-bottom:0;'));

  return [
    '<!doctype html>',
    `<html lang="${layout.language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(content.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${COLOURS.background};color:${COLOURS.primary};font-family:${FONT};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLOURS.background};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">',
    `<tr><td style="padding:0 4px 16px;font-size:22px;font-weight:700;">` +
      `<a href="${escapeHtml(layout.homeUrl)}" style="color:${COLOURS.primary};text-decoration:none;">${escapeHtml(layout.siteName)}</a></td></tr>`,
    `<tr><td style="padding:32px 24px;background-color:#ffffff;border:1px solid ${COLOURS.border};border-radius:8px;font-size:16px;line-height:1.5;">`,
    ...body,
    '</td></tr>',
    `<tr><td align="center" style="padding:16px 4px;font-size:12px;line-height:1.5;color:${COLOURS.muted};">` +
      `${escapeHtml(layout.footer)}<br>` +
      `<a href="${escapeHtml(layout.settingsUrl)}" style="color:${COLOURS.muted};">${escapeHtml(layout.manageNotifications)}</a></td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function textOf(content: EmailContent, layout: Layout): string {
  const { action, details = [], closing = [] } = content;
  const blocks = [layout.siteName, layout.greeting, ...content.paragraphs];
  if (details.length > 0) blocks.push(details.map(({ label, value }) => `${label}: ${value}`).join('\n'));
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  blocks.push(...closing, layout.signature);
  blocks.push(
    `--\n${layout.siteName}: ${layout.homeUrl}\n${layout.footer}\n${layout.manageNotifications}: ${layout.settingsUrl}`,
  );
  return `${blocks.join('\n\n')}\n`;
}

/** A subject is one line, whatever a name holds. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/** Renders `template` in `language`; throws when a link given is not on the site. */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  { language, siteUrl, params }: RenderOptions<T>,
): RenderedEmail {
  const t = createTranslator(language);
  const link = (url: string) => {
    if (!url.startsWith(`${siteUrl}/`)) throw new Error(`email ${template}: a link must be on ${siteUrl}`);
    return url;
  };
  const build: (params: EmailTemplateParams[T], context: ContentContext) => EmailContent = CONTENT[template];
  const content = build(params, { t, siteUrl, language, link });
  const subject = oneLine(content.subject);
  const layout: Layout = {
    language,
    siteName: t('common:app.name'),
    homeUrl: siteLink(siteUrl, '/home', {}, language),
    settingsUrl: siteLink(siteUrl, '/settings', {}, language),
    greeting:
      content.name === null
        ? t('emails:layout.greetingTeam')
        : t('emails:layout.greeting', { name: oneLine(content.name) }),
    linkFallback: t('emails:layout.linkFallback'),
    signature: t('emails:layout.signature'),
    footer: t('emails:layout.footer'),
    manageNotifications: t('emails:layout.manageNotifications'),
  };
  const laidOut = { ...content, subject };
  return { subject, html: htmlOf(laidOut, layout), text: textOf(laidOut, layout) };
}
