import type { Plugin } from 'vite';

const STYLESHEET_LINKS = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w-]+\.css)">/g;

/**
 * Puts the entry's stylesheets (the page's stylesheet links: base styles and the site shell's, the
 * header's among them, a few kB) into index.html as one style element, so that the first paint waits
 * for no stylesheet request and their rules share the document's compression. The links stay,
 * `disabled`: browsers do not fetch a disabled stylesheet, and Vite's preloading, which lists the
 * entry's CSS among the dependencies of some lazy chunks, sees it is already in the page and does
 * not fetch it either.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'roadbook-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const sheets = [...html.matchAll(STYLESHEET_LINKS)].flatMap(([link, href = '']) => {
          const asset = context.bundle?.[href.slice(1)];
          if (asset?.type !== 'asset') return [];
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return [{ link, href, css }];
        });
        const [first] = sheets;
        if (first === undefined) return html;
        const style = `<style>${sheets.map(({ css }) => css).join('')}</style>`;
        return sheets.reduce(
          (page, { link, href }) =>
            page.replace(
              link,
              `${link === first.link ? style : ''}<link rel="stylesheet" href="${href}" disabled>`,
            ),
          html,
        );
      },
    },
  };
}
