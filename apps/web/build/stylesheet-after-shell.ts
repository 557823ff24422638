import type { Plugin } from 'vite'

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g

/**
 * Moves the app's stylesheet links from index.html's head to the end of its body (decision 036),
 * so the shell (styled by its own inline CSS) paints with the HTML alone instead of waiting for
 * the stylesheet: a stylesheet in the head blocks the first paint, one after the shell does not.
 * The app still never runs unstyled: a module script waits for the style sheets the parser has
 * met before it runs (HTML's "style sheet that is blocking scripts").
 */
export function stylesheetAfterShell(): Plugin {
  return {
    name: 'internplace:stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET)
        if (!links) return html
        return html
          .replace(STYLESHEET, '')
          .replace('</body>', `${links.map((link) => link.trim()).join('')}\n  </body>`)
      },
    },
  }
}
