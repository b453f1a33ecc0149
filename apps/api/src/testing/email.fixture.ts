// Parameters for every email template, with links built as callers build them.
import type { Language } from '@roadbook/domain/constants';
import { siteLink, type EmailTemplateParams } from '../modules/email/email-templates';

export function emailParams(siteUrl: string, language: Language): EmailTemplateParams {
  const link = (path: `/${string}`) =>
    siteLink(
      siteUrl,
      path,
      { u: '5f0c7a3e-8d7c-4a51-9a3b-2f3a1c9e0b11', e: 'jane@example.com', t: 'abc123' },
      language,
    );
  return {
    accountActivation: { fullName: 'Jane Doe', link: link('/activate') },
    passwordReset: { fullName: 'Jane Doe', link: link('/reset-password') },
    setPassword: { fullName: 'Jane Doe', link: link('/activate') },
    passwordChanged: { fullName: 'Jane Doe' },
    accountDeleted: { fullName: 'Jane Doe' },
    dataDeleted: { fullName: 'Jane Doe' },
    newLead: {
      kind: 'supplier',
      fullName: 'Atlantic Rentals',
      email: 'hello@atlantic.example',
      phone: '+34 600 000 000',
      company: 'Atlantic Rentals SL',
      message: 'We have 40 cars in Lisbon.\nCall us in the morning.',
    },
    newSupplier: { fullName: 'Baixa Cars', email: 'owner@baixa.example' },
  };
}
