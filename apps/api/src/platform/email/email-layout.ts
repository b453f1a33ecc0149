// The frame of every email: the HTML part (a responsive single column with inline styles, in the
// marketplace's colours, product-rules.md § Limits and settings) and the plain-text part, both from
// the same content. Every text is escaped in the HTML.
import type { Language } from '@roadbook/domain/constants';
import { escapeHtml } from '../../http/escape-markup';

/** What a template says, before it is laid out as HTML and as text. */
export interface EmailContent {
  subject: string;
  /** Whom it addresses, null for the team's own notices. */
  name: string | null;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  closing?: string[];
  /** Labelled values (a lead's details). */
  details?: { label: string; value: string }[];
  /**
   * Why the reader gets this email and the link that stops it, instead of the account's footer (a
   * mailing list's unsubscribe link, a contact form's copy).
   */
  footer?: { text: string; link?: { label: string; url: string } };
  /** A mailing list's one-click unsubscribe address, for the List-Unsubscribe headers. */
  listUnsubscribe?: string;
}

const COLOURS = { primary: '#1a1a1a', background: '#FAFAFA', muted: '#5f5f5f', border: '#e6e6e6' };
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export interface Layout {
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

/** The content's own footer, else the account's (with the link to the notification settings). */
function footerOf(content: EmailContent, layout: Layout): NonNullable<EmailContent['footer']> {
  return (
    content.footer ?? {
      text: layout.footer,
      link: { label: layout.manageNotifications, url: layout.settingsUrl },
    }
  );
}

export function htmlOf(content: EmailContent, layout: Layout): string {
  const { action, details = [], closing = [] } = content;
  const footer = footerOf(content, layout);
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
      `${escapeHtml(footer.text)}` +
      (footer.link
        ? `<br><a href="${escapeHtml(footer.link.url)}" style="color:${COLOURS.muted};">${escapeHtml(footer.link.label)}</a>`
        : '') +
      '</td></tr>',
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function textOf(content: EmailContent, layout: Layout): string {
  const { action, details = [], closing = [] } = content;
  const blocks = [layout.siteName, layout.greeting, ...content.paragraphs];
  if (details.length > 0) blocks.push(details.map(({ label, value }) => `${label}: ${value}`).join('\n'));
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  blocks.push(...closing, layout.signature);
  const footer = footerOf(content, layout);
  const footerLink = footer.link ? `\n${footer.link.label}: ${footer.link.url}` : '';
  blocks.push(`--\n${layout.siteName}: ${layout.homeUrl}\n${footer.text}${footerLink}`);
  return `${blocks.join('\n\n')}\n`;
}
