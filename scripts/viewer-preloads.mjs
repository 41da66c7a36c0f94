// The display's page (view.html) asks for the widgets' code with its own scripts: every board has
// widgets, and left to the page the views are asked for only once its script has run and knows the
// board, a round trip later on a cold load and a wait on a reload. Reads the build's manifest, so
// it runs after the client build and before the pages are compressed.
import fs from 'node:fs';
import path from 'node:path';

/** The groups of scripts scripts/chunk-groups.mjs makes for the widgets' views. */
const WIDGET_GROUPS = ['widget-kit', 'widget-views'];
/** The module src/widgets/views.ts imports every view through, as the manifest names it (from src/web). */
const VIEW_MODULES = '../widgets/viewModules.ts';

export function preloadWidgetCode(webDir = 'dist/web') {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'));
  const chunks = Object.values(manifest).filter((chunk) => WIDGET_GROUPS.includes(chunk.name));
  if (chunks.length !== WIDGET_GROUPS.length)
    throw new Error(`the build has no ${WIDGET_GROUPS.join(' and ')} chunks: see scripts/chunk-groups.mjs`);
  // The one module the page imports the views through (src/widgets/viewModules.ts): a script that
  // only forwards the groups' exports, asked for after the page's own script otherwise.
  const forwarder = Object.values(manifest).find((chunk) => chunk.src === VIEW_MODULES);
  if (!forwarder) throw new Error(`the build has no chunk for ${VIEW_MODULES}: see src/widgets/views.ts`);
  chunks.push(forwarder);
  const links = chunks.flatMap((chunk) => [
    `<link rel="modulepreload" crossorigin href="/${chunk.file}">`,
    ...(chunk.css ?? []).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ]);
  const file = path.join(webDir, 'view.html');
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes('</head>')) throw new Error('view.html has no </head>');
  fs.writeFileSync(
    file,
    html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`),
  );
}
