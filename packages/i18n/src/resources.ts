// Every catalogue, loaded statically, for the server and the tests. The `Resources` annotation makes
// TypeScript check that French and Spanish have every key of the English reference.

import type { Language } from '@roadbook/domain/constants';

import enAccount from '../locales/en/account.json' with { type: 'json' };
import enBookings from '../locales/en/bookings.json' with { type: 'json' };
import enCheckout from '../locales/en/checkout.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enCurrency from '../locales/en/currency.json' with { type: 'json' };
import enDevOutbox from '../locales/en/devOutbox.json' with { type: 'json' };
import enEmails from '../locales/en/emails.json' with { type: 'json' };
import enEnums from '../locales/en/enums.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enNotifications from '../locales/en/notifications.json' with { type: 'json' };
import esAccount from '../locales/es/account.json' with { type: 'json' };
import esBookings from '../locales/es/bookings.json' with { type: 'json' };
import esCheckout from '../locales/es/checkout.json' with { type: 'json' };
import esCommon from '../locales/es/common.json' with { type: 'json' };
import esCurrency from '../locales/es/currency.json' with { type: 'json' };
import esDevOutbox from '../locales/es/devOutbox.json' with { type: 'json' };
import esEmails from '../locales/es/emails.json' with { type: 'json' };
import esEnums from '../locales/es/enums.json' with { type: 'json' };
import esErrors from '../locales/es/errors.json' with { type: 'json' };
import esNotifications from '../locales/es/notifications.json' with { type: 'json' };
import frAccount from '../locales/fr/account.json' with { type: 'json' };
import frBookings from '../locales/fr/bookings.json' with { type: 'json' };
import frCheckout from '../locales/fr/checkout.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frCurrency from '../locales/fr/currency.json' with { type: 'json' };
import frDevOutbox from '../locales/fr/devOutbox.json' with { type: 'json' };
import frEmails from '../locales/fr/emails.json' with { type: 'json' };
import frEnums from '../locales/fr/enums.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frNotifications from '../locales/fr/notifications.json' with { type: 'json' };
import enHome from '../locales/en/home.json' with { type: 'json' };
import enHomeLower from '../locales/en/homeLower.json' with { type: 'json' };
import enHomeVariants from '../locales/en/homeVariants.json' with { type: 'json' };
import enJoin from '../locales/en/join.json' with { type: 'json' };
import enPasskeys from '../locales/en/passkeys.json' with { type: 'json' };
import enPlaces from '../locales/en/places.json' with { type: 'json' };
import enSearch from '../locales/en/search.json' with { type: 'json' };
import enSearchForm from '../locales/en/searchForm.json' with { type: 'json' };
import enSettings from '../locales/en/settings.json' with { type: 'json' };
import esHome from '../locales/es/home.json' with { type: 'json' };
import esHomeLower from '../locales/es/homeLower.json' with { type: 'json' };
import esHomeVariants from '../locales/es/homeVariants.json' with { type: 'json' };
import esJoin from '../locales/es/join.json' with { type: 'json' };
import esPasskeys from '../locales/es/passkeys.json' with { type: 'json' };
import esPlaces from '../locales/es/places.json' with { type: 'json' };
import esSearch from '../locales/es/search.json' with { type: 'json' };
import esSearchForm from '../locales/es/searchForm.json' with { type: 'json' };
import esSettings from '../locales/es/settings.json' with { type: 'json' };
import frHome from '../locales/fr/home.json' with { type: 'json' };
import frHomeLower from '../locales/fr/homeLower.json' with { type: 'json' };
import frHomeVariants from '../locales/fr/homeVariants.json' with { type: 'json' };
import frJoin from '../locales/fr/join.json' with { type: 'json' };
import frPasskeys from '../locales/fr/passkeys.json' with { type: 'json' };
import frPlaces from '../locales/fr/places.json' with { type: 'json' };
import frSearch from '../locales/fr/search.json' with { type: 'json' };
import frSearchForm from '../locales/fr/searchForm.json' with { type: 'json' };
import frSettings from '../locales/fr/settings.json' with { type: 'json' };
import enLegal from '../locales/en/legal.json' with { type: 'json' };
import enInfo from '../locales/en/info.json' with { type: 'json' };
import enHelp from '../locales/en/help.json' with { type: 'json' };
import enInternal from '../locales/en/internal.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import enBackOffice from '../locales/en/backOffice.json' with { type: 'json' };
import frLegal from '../locales/fr/legal.json' with { type: 'json' };
import frInfo from '../locales/fr/info.json' with { type: 'json' };
import frHelp from '../locales/fr/help.json' with { type: 'json' };
import frInternal from '../locales/fr/internal.json' with { type: 'json' };
import frPages from '../locales/fr/pages.json' with { type: 'json' };
import frBackOffice from '../locales/fr/backOffice.json' with { type: 'json' };
import esLegal from '../locales/es/legal.json' with { type: 'json' };
import esInfo from '../locales/es/info.json' with { type: 'json' };
import esHelp from '../locales/es/help.json' with { type: 'json' };
import esInternal from '../locales/es/internal.json' with { type: 'json' };
import esPages from '../locales/es/pages.json' with { type: 'json' };
import esBackOffice from '../locales/es/backOffice.json' with { type: 'json' };
import type { Resources } from './namespaces';

export const resources: Readonly<Record<Language, Resources>> = {
  en: {
    common: enCommon,
    errors: enErrors,
    enums: enEnums,
    home: enHome,
    homeLower: enHomeLower,
    homeVariants: enHomeVariants,
    searchForm: enSearchForm,
    search: enSearch,
    places: enPlaces,
    currency: enCurrency,
    emails: enEmails,
    devOutbox: enDevOutbox,
    passkeys: enPasskeys,
    account: enAccount,
    settings: enSettings,
    join: enJoin,
    checkout: enCheckout,
    notifications: enNotifications,
    bookings: enBookings,
    legal: enLegal,
    info: enInfo,
    help: enHelp,
    internal: enInternal,
    pages: enPages,
    backOffice: enBackOffice,
  },
  fr: {
    common: frCommon,
    errors: frErrors,
    enums: frEnums,
    home: frHome,
    homeLower: frHomeLower,
    homeVariants: frHomeVariants,
    searchForm: frSearchForm,
    search: frSearch,
    places: frPlaces,
    currency: frCurrency,
    emails: frEmails,
    devOutbox: frDevOutbox,
    passkeys: frPasskeys,
    account: frAccount,
    settings: frSettings,
    join: frJoin,
    checkout: frCheckout,
    notifications: frNotifications,
    bookings: frBookings,
    legal: frLegal,
    info: frInfo,
    help: frHelp,
    internal: frInternal,
    pages: frPages,
    backOffice: frBackOffice,
  },
  es: {
    common: esCommon,
    errors: esErrors,
    enums: esEnums,
    home: esHome,
    homeLower: esHomeLower,
    homeVariants: esHomeVariants,
    searchForm: esSearchForm,
    search: esSearch,
    places: esPlaces,
    currency: esCurrency,
    emails: esEmails,
    devOutbox: esDevOutbox,
    passkeys: esPasskeys,
    account: esAccount,
    settings: esSettings,
    join: esJoin,
    checkout: esCheckout,
    notifications: esNotifications,
    bookings: esBookings,
    legal: esLegal,
    info: esInfo,
    help: esHelp,
    internal: esInternal,
    pages: esPages,
    backOffice: esBackOffice,
  },
};
