import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The API's OpenAPI document, generated from the same zod schemas that validate the requests
 * (`/api/docs/json`), and a small page that reads it (`/api/docs`). Registered before the routes:
 * the document collects each route as it is added. Only /api routes are described; the pages,
 * pictures and the simulated card page are not part of the API.
 */
export async function registerApiDocs(app: FastifyInstance, shopName: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${shopName} API`,
        description:
          'The storefront API (spec §7 and the calls the web app adds). Send the token from POST /api/auth/login as `Authorization: Bearer <token>`. Errors answer `{ message, errors? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (input) => {
      if (!input.url.startsWith('/api/') || input.url.startsWith('/api/docs')) {
        return { schema: { ...input.schema, hide: true }, url: input.url };
      }
      return jsonSchemaTransform(input);
    },
  });

  app.get('/api/docs/json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });

  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return READER_HTML;
  });

  app.get('/api/docs/reader.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return READER_SCRIPT;
  });
}

// A page of its own (the shop's Content-Security-Policy allows only scripts from this origin):
// none of it reaches the shop's pages or bundle.
const READER_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>API documentation</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2937; }
h1 { margin-bottom: 0; } code, pre { font: 13px ui-monospace, monospace; }
details { border: 1px solid #e5e7eb; border-radius: 6px; margin: .4rem 0; padding: .3rem .6rem; }
summary { cursor: pointer; } .method { display: inline-block; min-width: 4.5rem; font-weight: 700; }
pre { background: #f9fafb; padding: .6rem; overflow: auto; }
</style>
</head>
<body>
<h1 id="title">API documentation</h1>
<p id="description"></p>
<p>The whole document: <a href="/api/docs/json">/api/docs/json</a> (OpenAPI 3).</p>
<main id="operations"><p>Loading…</p></main>
<script type="module" src="/api/docs/reader.js"></script>
</body>
</html>
`;

const READER_SCRIPT = `const doc = await (await fetch('/api/docs/json')).json();
document.getElementById('title').textContent = doc.info.title;
document.getElementById('description').textContent = doc.info.description ?? '';
const main = document.getElementById('operations');
main.replaceChildren();
const add = (parent, tag, text) => {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  parent.append(element);
  return element;
};
for (const [path, operations] of Object.entries(doc.paths)) {
  for (const [method, operation] of Object.entries(operations)) {
    const details = add(main, 'details');
    const summary = add(details, 'summary');
    add(summary, 'span', method.toUpperCase()).className = 'method';
    add(summary, 'code', path);
    if (operation.summary) add(summary, 'span', ' — ' + operation.summary);
    const parts = {
      parameters: operation.parameters,
      requestBody: operation.requestBody,
      responses: operation.responses,
    };
    for (const [name, part] of Object.entries(parts)) {
      if (!part) continue;
      add(details, 'h3', name);
      add(details, 'pre', JSON.stringify(part, null, 2));
    }
  }
}
`;
