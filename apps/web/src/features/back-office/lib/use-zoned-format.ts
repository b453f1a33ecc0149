// How the back office writes a booking's times: on the marketplace's clock (its time zone, from the
// site's configuration), in the page's language.
import { useTranslation } from 'react-i18next';

import { useConfig } from '@/api/get-config';
import { currentLanguage } from '@/lib/i18n';

export interface ZonedFormat {
  /** The marketplace time zone; UTC until the configuration is read. */
  timeZone: string;
  /** "4 Mar 2031, 10:00". */
  dateTime: (iso: string) => string;
  /** "4 Mar 2031". */
  date: (iso: string) => string;
}

export function useZonedFormat(): ZonedFormat {
  const { i18n } = useTranslation();
  const timeZone = useConfig().data?.timeZone ?? 'UTC';
  const language = currentLanguage(i18n);
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  return {
    timeZone,
    dateTime: (iso) => dateTime.format(new Date(iso)),
    date: (iso) => date.format(new Date(iso)),
  };
}
