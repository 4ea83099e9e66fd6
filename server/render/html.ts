/**
 * The page document around the server-rendered app. `notice`: the cookie notice, or "", outside
 * the app's root and before the embedded state, so a slow line paints it with the page rather
 * than after the state's bytes. The first render waits until everything visible is parsed (the state's
 * start tag): a frame of a half-parsed header, card grid or notice moves once the rest arrives.
 */
export function htmlDocument(opts: { lang: string; head: string; assets: string; body: string; notice: string; state: string }): string {
  return `<!doctype html>
<html lang="${opts.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
    <meta name="theme-color" content="#1f4fd1">
    <link rel="expect" href="#__STATE__" blocking="render">
    ${opts.head}
    <link rel="manifest" href="${opts.lang === 'ru' ? '/manifest.ru.webmanifest' : '/manifest.webmanifest'}">
    <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
    ${opts.assets}
  </head>
  <body>
    ${opts.body}${opts.notice ? `\n    ${opts.notice}` : ''}
    ${opts.state}
  </body>
</html>
`;
}
