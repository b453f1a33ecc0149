// Translation keys are typed from the English catalogues: a key that does not exist fails to compile.
import type { Resources } from '@roadbook/i18n/namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
