import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w-]+\.css)">/;

/**
 * Puts the entry's stylesheet (the page's one stylesheet link: base styles and the site shell, a couple of kB) into index.html, so
 * that the first paint waits for no stylesheet request. The link stays, `disabled`: browsers do not
 * fetch a disabled stylesheet, and Vite's preloading, which lists the entry's CSS among the
 * dependencies of some lazy chunks, sees it is already in the page and does not fetch it either.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'roadbook-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const match = STYLESHEET_LINK.exec(html);
        const asset = match?.[1] === undefined ? undefined : context.bundle?.[match[1].slice(1)];
        if (match === null || asset === undefined || asset.type !== 'asset') return html;
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        return html.replace(
          match[0],
          `<style>${css}</style><link rel="stylesheet" href="${match[1]}" disabled>`,
        );
      },
    },
  };
}
