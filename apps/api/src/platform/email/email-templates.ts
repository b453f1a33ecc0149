// The emails Roadbook sends, rendered in the recipient's language (product-rules.md § Languages): a
// subject, an HTML part and a plain-text part with the same content. Words come from the `emails`
// catalogue; every parameter is escaped in the HTML; every link is absolute on the site's address.
import { BASE_CURRENCY, type Language } from '@roadbook/domain/constants';
import type { BookingStatus, PaymentChoice } from '@roadbook/domain/enums';
import type { NotificationCode, NotificationParams } from '@roadbook/domain/contracts/notifications';
import { notificationText } from '@roadbook/i18n/notification-text';
import { createTranslator, type Translate } from '@roadbook/i18n/translator';
import { htmlOf, textOf, type EmailContent, type Layout } from './email-layout';

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
  /** To a supplier: an admin verified it, so its cars are public; the link opens the back office. */
  supplierVerified: { fullName: string; link: string };
  /** To the driver: the booking is made (at the counter) or paid (online). */
  bookingConfirmed: BookingEmailFacts;
  /** To the driver: an agency booked by hand in their name; they accept or decline it. */
  bookingToAnswer: BookingEmailFacts & { bookingId: string };
  /** To the supplier and the admins: a new booking. */
  newBooking: BookingEmailFacts;
  /** To the contact address: a message sent from /contact; answers go to its sender (Reply-To). */
  contactMessage: { email: string; subject: string; message: string };
  /** To the sender of a contact message: its copy. */
  contactCopy: { subject: string; message: string };
  /** The mailing list's double opt-in: the link that confirms the address. */
  mailingListConfirm: { link: string };
  /** The mailing list's first email, once the address is confirmed. */
  mailingListWelcome: MailingListLinks;
  /** A notification (bookings/notifications), to a user who takes email notifications. */
  notification: {
    fullName: string;
    code: NotificationCode;
    params: NotificationParams;
    bookingId: string | null;
  };
}

/** Every email of the mailing list carries both (product-rules.md § Information pages). */
export interface MailingListLinks {
  /** The page that unsubscribes (`/marketing?unsubscribe=…`), linked in the email. */
  unsubscribePage: string;
  /** The API address a mail client posts to (RFC 8058 one-click), in the List-Unsubscribe header. */
  unsubscribeOneClick: string;
}

/** What a booking email says, whatever its reader's language: each one formats it in its own. */
export interface BookingEmailFacts {
  number: string;
  carName: string;
  supplierName: string;
  /** ISO 8601 instants, shown in `timeZone` (the marketplace's). */
  pickUpAt: string;
  dropOffAt: string;
  timeZone: string;
  pickUpPlace: Readonly<Record<Language, string>>;
  dropOffPlace: Readonly<Record<Language, string>>;
  status: BookingStatus;
  paymentChoice: PaymentChoice;
  totalMinor: number;
  paidMinor: number;
  dueAtCounterMinor: number;
  driver: { fullName: string; email: string; phone: string | null };
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
  'supplierVerified',
  'bookingConfirmed',
  'bookingToAnswer',
  'newBooking',
  'notification',
  'contactMessage',
  'contactCopy',
  'mailingListConfirm',
  'mailingListWelcome',
] as const satisfies readonly EmailTemplate[];

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** A mailing list's one-click unsubscribe address (List-Unsubscribe), else null. */
  listUnsubscribe: string | null;
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
  bookingConfirmed: (facts, context) => {
    const { t } = context;
    const isPaid = facts.status === 'paid' || facts.status === 'deposit';
    return {
      subject: t(isPaid ? 'emails:bookingConfirmed.subjectPaid' : 'emails:bookingConfirmed.subjectReceived', {
        number: facts.number,
      }),
      name: facts.driver.fullName,
      paragraphs: [
        facts.status === 'paid'
          ? t('emails:bookingConfirmed.introPaid')
          : facts.status === 'deposit'
            ? t('emails:bookingConfirmed.introDeposit')
            : t('emails:bookingConfirmed.introCounter', { supplier: facts.supplierName }),
      ],
      details: bookingDetails(facts, context),
      closing: [t('emails:bookingConfirmed.bring'), t('emails:bookingConfirmed.calendar')],
    };
  },
  bookingToAnswer: (facts, context) => {
    const { t, siteUrl, language } = context;
    const names = { supplier: facts.supplierName, car: facts.carName, number: facts.number };
    return {
      subject: t('emails:bookingToAnswer.subject', names),
      name: null,
      paragraphs: [t('emails:bookingToAnswer.intro', names), t('emails:bookingToAnswer.answer')],
      details: bookingDetails(facts, context),
      action: {
        label: t('emails:bookingToAnswer.action'),
        url: siteLink(siteUrl, '/booking', { b: facts.bookingId }, language),
      },
      closing: [t('emails:bookingToAnswer.notYou')],
    };
  },
  newBooking: (facts, context) => {
    const { t } = context;
    return {
      subject: t('emails:newBooking.subject', { number: facts.number, car: facts.carName }),
      name: null,
      paragraphs: [t('emails:newBooking.intro')],
      details: [
        ...bookingDetails(facts, context),
        { label: t('emails:newBooking.driver'), value: facts.driver.fullName },
        { label: t('emails:newBooking.email'), value: facts.driver.email },
        ...(facts.driver.phone ? [{ label: t('emails:newBooking.phone'), value: facts.driver.phone }] : []),
      ],
    };
  },
  notification: ({ fullName, code, params, bookingId }, { t, siteUrl, language }) => {
    const text = notificationText(t, language, { code, params });
    return {
      subject: text,
      name: fullName,
      paragraphs: [text],
      ...(bookingId === null
        ? {}
        : {
            action: {
              label: t('emails:notification.action'),
              url: siteLink(siteUrl, '/booking', { b: bookingId }, language),
            },
          }),
    };
  },
  contactMessage: ({ email, subject, message }, { t }) => ({
    subject: t('emails:contactMessage.subject', { subject }),
    name: null,
    paragraphs: [t('emails:contactMessage.intro')],
    details: [
      { label: t('emails:contactMessage.from'), value: email },
      { label: t('emails:contactMessage.subjectLabel'), value: subject },
      { label: t('emails:contactMessage.message'), value: message },
    ],
  }),
  contactCopy: ({ subject, message }, { t }) => ({
    // The subject is ours alone: a copy goes to whatever address was typed.
    subject: t('emails:contactCopy.subject'),
    name: null,
    paragraphs: [t('emails:contactCopy.intro')],
    details: [
      { label: t('emails:contactMessage.subjectLabel'), value: subject },
      { label: t('emails:contactMessage.message'), value: message },
    ],
    footer: { text: t('emails:contactCopy.footer') },
  }),
  mailingListConfirm: ({ link }, { t, link: checked }) => ({
    subject: t('emails:mailingListConfirm.subject'),
    name: null,
    paragraphs: [t('emails:mailingListConfirm.intro')],
    action: { label: t('emails:mailingListConfirm.action'), url: checked(link) },
    closing: [t('emails:mailingListConfirm.expiry'), t('emails:mailingListConfirm.ignore')],
    footer: { text: t('emails:mailingListConfirm.footer') },
  }),
  mailingListWelcome: ({ unsubscribePage, unsubscribeOneClick }, { t, link: checked }) => ({
    subject: t('emails:mailingListWelcome.subject'),
    name: null,
    paragraphs: [t('emails:mailingListWelcome.intro'), t('emails:mailingListWelcome.what')],
    footer: {
      text: t('emails:mailingListWelcome.footer'),
      link: { label: t('emails:mailingListWelcome.unsubscribe'), url: checked(unsubscribePage) },
    },
    listUnsubscribe: checked(unsubscribeOneClick),
  }),
  newSupplier: ({ fullName, email }, { t }) => ({
    subject: t('emails:newSupplier.subject', { name: fullName }),
    name: null,
    paragraphs: [t('emails:newSupplier.intro')],
    details: [
      { label: t('emails:newSupplier.fullName'), value: fullName },
      { label: t('emails:newSupplier.email'), value: email },
    ],
  }),
  supplierVerified: ({ fullName, link }, { t, link: checked }) => ({
    subject: t('emails:supplierVerified.subject'),
    name: fullName,
    paragraphs: [t('emails:supplierVerified.intro'), t('emails:supplierVerified.cars')],
    action: { label: t('emails:supplierVerified.action'), url: checked(link) },
  }),
};

/** The booking's facts as labelled lines, in the reader's language. */
function bookingDetails(facts: BookingEmailFacts, { t, language }: ContentContext) {
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: facts.timeZone,
    }).format(new Date(iso));
  const money = (minor: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: BASE_CURRENCY }).format(minor / 100);
  const at = (place: string, iso: string) => t('emails:booking.placeAndTime', { place, time: when(iso) });
  return [
    { label: t('emails:booking.number'), value: facts.number },
    { label: t('emails:booking.car'), value: `${facts.carName} · ${facts.supplierName}` },
    { label: t('emails:booking.pickUp'), value: at(facts.pickUpPlace[language], facts.pickUpAt) },
    { label: t('emails:booking.dropOff'), value: at(facts.dropOffPlace[language], facts.dropOffAt) },
    { label: t('emails:booking.status'), value: t(`enums:bookingStatus.${facts.status}`) },
    { label: t('emails:booking.total'), value: money(facts.totalMinor) },
    { label: t('emails:booking.paid'), value: money(facts.paidMinor) },
    { label: t('emails:booking.dueAtCounter'), value: money(facts.dueAtCounterMinor) },
  ];
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
  return {
    subject,
    html: htmlOf(laidOut, layout),
    text: textOf(laidOut, layout),
    listUnsubscribe: content.listUnsubscribe ?? null,
  };
}
