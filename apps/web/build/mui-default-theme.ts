import type { Plugin } from 'vite';

const DEFAULT_THEME_MODULE = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]defaultTheme\.js$/;

/**
 * Makes Roadbook's theme (src/app/theme.ts) MUI's default theme, so that MUI components and
 * `styled` are themed without a ThemeProvider in the always-loaded shell: a page that uses no MUI
 * downloads neither MUI nor emotion, and one that does gets the right colours and fonts.
 * Registered for the build and for the dev server's dependency pre-bundling.
 */
export function muiDefaultTheme(themeModule: string): Plugin {
  return {
    name: 'roadbook-mui-default-theme',
    transform(_code, id) {
      if (!DEFAULT_THEME_MODULE.test(id.split('?')[0] ?? id)) return null;
      return {
        code: [
          `import createTheme from './createTheme.js';`,
          `import { themeOptions } from ${JSON.stringify(themeModule)};`,
          `const defaultTheme = createTheme(themeOptions);`,
          `export default defaultTheme;`,
        ].join('\n'),
        map: null,
      };
    },
  };
}
