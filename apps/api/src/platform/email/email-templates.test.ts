import { LANGUAGES } from '@roadbook/domain/constants';
import { describe, expect, it } from 'vitest';
import { BOOKING_FACTS, emailParams } from '../../testing/email.fixture';
import { EMAIL_TEMPLATES, renderEmail, siteLink, type EmailTemplate } from './email-templates';

const SITE = 'https://roadbook.example';

/** Every href of an HTML part, unescaped. */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

/** Emails to people who have no account (or no say in one) end with their own footer instead. */
const OWN_FOOTER: readonly EmailTemplate[] = ['contactCopy', 'mailingListConfirm', 'mailingListWelcome'];

describe('email templates', () => {
  const cases = EMAIL_TEMPLATES.flatMap((template) =>
    LANGUAGES.map((language) => [template, language] as const),
  );

  it.each(cases)(
    '%s in %s has a subject, an HTML and a text part, with links on the site in its language',
    (template, language) => {
      const email = renderEmail(template, {
        language,
        siteUrl: SITE,
        params: emailParams(SITE, language)[template],
      });

      expect(email.subject.length).toBeGreaterThan(5);
      expect(email.subject).not.toMatch(/emails:|[{}]/);
      expect(email.html).toMatch(/^<!doctype html>\n<html lang="..">/);
      expect(email.html).toContain(`<html lang="${language}">`);
      expect(email.html).toContain('Roadbook');
      expect(email.html).toContain('#1a1a1a');
      expect(email.html).toContain('#FAFAFA');
      expect(email.text).toContain('Roadbook');
      for (const part of [email.html, email.text]) expect(part).not.toMatch(/emails:|\{\{/);

      const links = hrefsOf(email.html);
      if (!OWN_FOOTER.includes(template)) expect(links).toContain(`${SITE}/settings?l=${language}`);
      for (const link of links) {
        expect(link.startsWith(`${SITE}/`), link).toBe(true);
        expect(new URL(link).searchParams.get('l'), link).toBe(language);
        expect(email.text, link).toContain(link);
      }
    },
  );

  it('gives every email of the mailing list its unsubscribe link and the one-click header address', () => {
    const params = emailParams(SITE, 'fr').mailingListWelcome;
    const email = renderEmail('mailingListWelcome', { language: 'fr', siteUrl: SITE, params });
    expect(hrefsOf(email.html)).toContain(params.unsubscribePage);
    expect(email.text).toContain(`Se désinscrire en un clic: ${params.unsubscribePage}`);
    expect(email.listUnsubscribe).toBe(params.unsubscribeOneClick);
    expect(
      renderEmail('contactCopy', {
        language: 'fr',
        siteUrl: SITE,
        params: emailParams(SITE, 'fr').contactCopy,
      }).listUnsubscribe,
    ).toBeNull();
  });

  it('words each language in its own words', () => {
    const subjects = LANGUAGES.map(
      (language) =>
        renderEmail('passwordReset', {
          language,
          siteUrl: SITE,
          params: emailParams(SITE, language).passwordReset,
        }).subject,
    );
    expect(subjects).toEqual([
      'Reset your Roadbook password',
      'Réinitialisez votre mot de passe Roadbook',
      'Restablezca su contraseña de Roadbook',
    ]);
  });

  it('puts the link of an action behind a button and as the raw address, in both parts', () => {
    const link = siteLink(SITE, '/activate', { u: 'user-1', e: 'jane@example.com', t: 'token' }, 'fr');
    expect(link).toBe(`${SITE}/activate?u=user-1&e=jane%40example.com&t=token&l=fr`);

    const email = renderEmail('accountActivation', {
      language: 'fr',
      siteUrl: SITE,
      params: { fullName: 'Jeanne Martin', link },
    });
    expect(hrefsOf(email.html).filter((href) => href === link)).toHaveLength(2);
    expect(email.html).toContain('>Activer mon compte</a>');
    expect(email.html).toContain(`>${link.replaceAll('&', '&amp;')}</a>`);
    expect(email.text).toContain(`Activer mon compte:\n${link}`);
    expect(email.text).toContain('Bonjour Jeanne Martin,');
  });

  it('escapes every parameter in the HTML part and keeps the text part readable', () => {
    const hostile = '<script>alert("x")</script> & Co';
    const email = renderEmail('newLead', {
      language: 'en',
      siteUrl: SITE,
      params: {
        kind: 'supplier',
        fullName: hostile,
        email: 'a"b@example.com',
        phone: '<b>1</b>',
        company: "O'Brien <Cars>",
        message: 'Line 1\n<img src=x onerror=alert(1)>',
      },
    });
    expect(email.html).not.toMatch(/<script|<img|<b>1/);
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(email.html).toContain('O&#39;Brien &lt;Cars&gt;');
    expect(email.html).toContain('a&quot;b@example.com');
    expect(email.text).toContain(`Name: ${hostile}`);
    expect(email.text).toContain('Message: Line 1\n<img src=x onerror=alert(1)>');
    expect(email.subject).toBe(`New rental agency interested: ${hostile}`);

    const greeting = renderEmail('passwordChanged', {
      language: 'en',
      siteUrl: SITE,
      params: { fullName: hostile },
    });
    expect(greeting.html).toContain('Hello &lt;script&gt;');
    expect(greeting.html).not.toContain('<script');
  });

  it('keeps the subject on one line whatever a name holds', () => {
    const email = renderEmail('newSupplier', {
      language: 'en',
      siteUrl: SITE,
      params: { fullName: 'Evil\r\nBcc: victim@example.com', email: 'evil@example.com' },
    });
    expect(email.subject).toBe('New supplier to verify: Evil Bcc: victim@example.com');
  });

  it('leaves out the details a lead did not give', () => {
    const email = renderEmail('newLead', {
      language: 'es',
      siteUrl: SITE,
      params: {
        kind: 'user',
        fullName: 'Ana',
        email: 'ana@example.com',
        phone: null,
        company: ' ',
        message: null,
      },
    });
    expect(email.subject).toBe('Nuevo conductor interesado: Ana');
    expect(email.text).toContain('Nombre: Ana\nCorreo electrónico: ana@example.com\n\n');
    expect(email.text).not.toMatch(/Teléfono|Empresa|Mensaje/);
  });

  it('refuses a link that is not on the site', () => {
    expect(() =>
      renderEmail('passwordReset', {
        language: 'en',
        siteUrl: SITE,
        params: { fullName: 'Jane', link: 'https://phishing.example/reset' },
      }),
    ).toThrow('a link must be on https://roadbook.example');
    expect(() =>
      renderEmail('passwordReset', {
        language: 'en',
        siteUrl: SITE,
        params: { fullName: 'Jane', link: `${SITE}.phishing.example/reset` },
      }),
    ).toThrow();
  });
});

describe('booking emails', () => {
  it('tell the booking in the reader’s language, with times in the marketplace zone', () => {
    const french = renderEmail('bookingConfirmed', { language: 'fr', siteUrl: SITE, params: BOOKING_FACTS });
    expect(french.subject).toBe('Votre réservation AB12CD34 est confirmée');
    expect(french.text).toContain('Votre acompte a bien été reçu');
    // 09:30 UTC is 11:30 in Madrid in May.
    expect(french.text).toContain('Aéroport de Madrid, dimanche 4 mai 2031 à 11:30');
    expect(french.text).toMatch(/À régler au comptoir: 250,00\s\$US/);

    const english = renderEmail('newBooking', { language: 'en', siteUrl: SITE, params: BOOKING_FACTS });
    expect(english.subject).toBe('New booking AB12CD34: Fiat 500');
    expect(english.text).toContain('Driver: Jane Doe');
    expect(english.text).toContain('Paid online: $200.00');
    expect(english.text).toContain('Status: Deposit');
  });
});
