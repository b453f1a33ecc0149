// Every catalogue, loaded statically, for the server and the tests. The `Resources` annotation makes
// TypeScript check that French and Spanish have every key of the English reference.

import type { Language } from '@roadbook/domain/constants';

import enCommon from '../locales/en/common.json' with { type: 'json' };
import enEnums from '../locales/en/enums.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import esCommon from '../locales/es/common.json' with { type: 'json' };
import esEnums from '../locales/es/enums.json' with { type: 'json' };
import esErrors from '../locales/es/errors.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frEnums from '../locales/fr/enums.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import type { Resources } from './namespaces';

export const resources: Readonly<Record<Language, Resources>> = {
  en: { common: enCommon, errors: enErrors, enums: enEnums },
  fr: { common: frCommon, errors: frErrors, enums: frEnums },
  es: { common: esCommon, errors: esErrors, enums: esEnums },
};
