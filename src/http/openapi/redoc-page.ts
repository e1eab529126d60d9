const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A minimal ReDoc page: the standalone bundle is served by this service and
 * the document by /openapi.json, so nothing is fetched from another host
 * (no web fonts are linked: the browser falls back to its own).
 */
export function redocPage(specUrl: string, bundleUrl: string, faviconUrl: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Clinical Data Service API – ReDoc</title>
  <link rel="icon" type="image/png" href="${escapeAttribute(faviconUrl)}">
  <style>body { margin: 0; padding: 0; }</style>
</head>
<body>
  <redoc spec-url="${escapeAttribute(specUrl)}"></redoc>
  <script src="${escapeAttribute(bundleUrl)}"></script>
</body>
</html>
`;
}
