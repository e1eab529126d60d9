import { createReadStream, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { koaSwagger } from 'koa2-swagger-ui';
import { type DocumentOptions, buildOpenApiDocument } from '../openapi/document';
import { redocPage } from '../openapi/redoc-page';

/** Directory of an installed package, found through its package.json so it works from src (tsx) and dist alike. */
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

const swaggerUiDir = packageDir('swagger-ui-dist');
const swaggerUiVersion = (JSON.parse(readFileSync(join(swaggerUiDir, 'package.json'), 'utf8')) as { version: string })
  .version;
/**
 * ReDoc's sidebar footer loads Redocly's logo from their CDN and hides the
 * image when it fails to load; an empty data URL fails at once, so the page
 * stays offline and the footer link remains as text.
 */
const REDOCLY_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const redocBundle = readFileSync(join(packageDir('redoc'), 'bundles', 'redoc.standalone.js'), 'utf8').replaceAll(
  REDOCLY_LOGO,
  'data:,',
);

/**
 * The files the koa2-swagger-ui page asks for, by the names its template uses.
 * swagger-ui-dist ships no minified stylesheet, so that name maps to the plain one.
 */
const SWAGGER_ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'application/javascript' },
  'swagger-ui-standalone-preset.js': { file: 'swagger-ui-standalone-preset.js', type: 'application/javascript' },
  'swagger-ui.min.css': { file: 'swagger-ui.css', type: 'text/css' },
  'favicon-32x32.png': { file: 'favicon-32x32.png', type: 'image/png' },
};

// koa2-swagger-ui's template links a web font stylesheet; the page must not reach any outside host.
const EXTERNAL_FONT_LINK = /<link[^>]+href="https:\/\/fonts\.googleapis\.com[^"]*"[^>]*>\s*/g;

/** The page is matched on the route's own path; everything it links to is under the public base path. */
function swaggerUi(basePath: string, publicPath: string): Middleware {
  const assets = `${publicPath}/docs/assets`;
  const render = koaSwagger({
    title: 'Clinical Data Service API',
    routePrefix: `${basePath}/docs`,
    swaggerCdnUrl: assets,
    swaggerVersion: swaggerUiVersion,
    favicon: `${assets}/${swaggerUiVersion}/favicon-32x32.png`,
    hideTopbar: true,
    swaggerOptions: { url: `${publicPath}/openapi.json`, validatorUrl: null, persistAuthorization: false },
  });
  return async (ctx, next) => {
    await render(ctx, next);
    if (typeof ctx.body === 'string') ctx.body = ctx.body.replace(EXTERNAL_FONT_LINK, '');
  };
}

const serveSwaggerAsset: Middleware = async (ctx, next) => {
  const { version, file } = ctx.params as Record<string, string>;
  const asset = Object.hasOwn(SWAGGER_ASSETS, file) ? SWAGGER_ASSETS[file] : undefined;
  if (version !== swaggerUiVersion || !asset) return next();
  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.type = asset.type;
  ctx.body = createReadStream(join(swaggerUiDir, asset.file));
};

/**
 * GET /openapi.json, /docs (Swagger UI) and /redoc (ReDoc), all public and served without any external network.
 * The pages load the document and their scripts from the path of the public base URL (the first server):
 * the same origin as the page, so the docs' content security policy ('self') holds, and right behind a
 * proxy that serves the API under another path.
 */
export function docsRoutes(router: Router, basePath: string, options: Required<DocumentOptions>): void {
  // Serialized once: the document only depends on the configuration.
  const document = JSON.stringify(buildOpenApiDocument(basePath, options));
  const publicPath = new URL(options.servers[0].url).pathname.replace(/\/$/, '');
  const favicon = `${publicPath}/docs/assets/${swaggerUiVersion}/favicon-32x32.png`;
  const redocHtml = redocPage(`${publicPath}/openapi.json`, `${publicPath}/redoc/redoc.standalone.js`, favicon);

  router.get('/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = document;
  });
  router.get('/docs', swaggerUi(basePath, publicPath));
  router.get('/docs/assets/:version/:file', serveSwaggerAsset);
  router.get('/redoc', (ctx) => {
    ctx.type = 'text/html';
    ctx.body = redocHtml;
  });
  router.get('/redoc/redoc.standalone.js', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.type = 'application/javascript';
    ctx.body = redocBundle;
  });
}
