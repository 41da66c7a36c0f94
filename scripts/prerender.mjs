// Draws every public page (src/common/site-pages.ts) at build time into its own HTML file under
// dist/web/pages/, so a search engine or a slow phone gets the page before any script runs; the
// browser's React then takes over that HTML (src/web/main.tsx). Each file is the built index.html
// with the page's own title, description, canonical address and Open Graph tags, the styles of the
// page's chunks written into it, their scripts linked up front, and the drawn page in #root. Addresses start with
// ORIGIN_PLACEHOLDER, which the server replaces with the public origin (server/http/site-pages.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as buildWeb } from 'vite';

export const ORIGIN_PLACEHOLDER = '__LUNO_ORIGIN__';
const SSR_OUT = 'dist/prerender';

const escapeHtml = (text) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** The file a page is written to under pages/: `/` is index.html, `/blog/x` is blog/x.html. */
export function pageFile(pagePath) {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

/** The scripts and styles `keys` (manifest keys) load up front, with all they import. */
function collectChunks(manifest, keys) {
  const seen = new Set();
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build: fix its name in src/web/routes.tsx`);
    seen.add(key);
    scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/** The chunks (and their styles) a page's modules need beyond those index.html (`entry`) loads already. */
function assetsFor(manifest, entry, sources) {
  const page = collectChunks(manifest, sources);
  return {
    scripts: [...page.scripts].filter((file) => !entry.scripts.has(file)),
    styles: [...page.styles].filter((file) => !entry.styles.has(file)),
  };
}

/**
 * A page whose app starts on first use (common/site-pages.ts) runs web/siteStart.ts instead of the
 * app's entry: the entry's script and the links that fetch its chunks ahead go, and the start
 * script is told the entry and every script the page needs, to ask for them when the app starts.
 */
function startOnFirstUse(html, { entry, start }, page, pageScripts) {
  const [entryFile, ...entryImports] = [...entry.scripts];
  const [startFile, ...startImports] = [...start.scripts];
  const attributes = [
    `data-app-entry="/${entryFile}"`,
    `data-app-modules="${[...entryImports, ...pageScripts].map((file) => `/${file}`).join(' ')}"`,
    ...(page.appStartsAtLatestMs ? [`data-start-at-latest="${page.appStartsAtLatestMs}"`] : []),
  ];
  const tags = [
    `<script type="module" crossorigin src="/${startFile}" ${attributes.join(' ')}></script>`,
    ...startImports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const withoutApp = html
    .replace(`<script type="module" crossorigin src="/${entryFile}"></script>`, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  if (withoutApp.includes(`src="/${entryFile}"`))
    throw new Error(`${page.path}: the app's entry script is still linked`);
  return withoutApp.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Each stylesheet link written into the page as a `<style>`: a phone on a slow link draws the page
 * from the HTML alone, with no request in its way. The link stays, `disabled` so nothing fetches
 * it, for the bundler's loader to find: it fetches a lazy chunk's styles unless a stylesheet link
 * with that address is in the document already, and hydrating would then wait for the very styles
 * the page holds.
 */
function inlineStyles(html, webDir) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_link, file) => {
    const css = fs.readFileSync(path.join(webDir, file), 'utf8').replaceAll('</style', '<\\/style');
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/**
 * The page's scripts asked for at low priority: what they add (taking over the drawn page) comes
 * after what it shows, so on a slow link the fonts and the main picture go first.
 */
function scriptsAfterContent(html) {
  return html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin /g,
    (_tag, start) => `<${start} crossorigin fetchpriority="low" `,
  );
}

function headFor(page, assets, { linkScripts }) {
  const url = `${ORIGIN_PLACEHOLDER}${page.path === '/' ? '/' : page.path}`;
  const title = page.title ? `${page.title} - Luno` : "Luno - Let's Plan";
  const image = `${ORIGIN_PLACEHOLDER}/images/site/${page.image}-og.jpg`;
  const meta = (attribute, name, content) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;
  return {
    title: `<title>${escapeHtml(title)}</title>`,
    description: meta('name', 'description', page.description),
    tags: [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      meta('property', 'og:site_name', 'Luno'),
      meta('property', 'og:type', page.type),
      meta('property', 'og:title', page.title ?? title),
      meta('property', 'og:description', page.description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', '1200'),
      meta('property', 'og:image:height', '630'),
      meta('property', 'og:locale', 'en_US'),
      ...(page.published ? [meta('property', 'article:published_time', page.published)] : []),
      meta('name', 'twitter:card', 'summary_large_image'),
      ...assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...(linkScripts
        ? assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        : []),
    ],
  };
}

/** Writes dist/web/pages/; `webDir` holds the client build, made with its manifest. */
export async function prerender({ webDir = 'dist/web', quiet = false } = {}) {
  await buildWeb({
    configFile: 'vite.config.ts',
    logLevel: quiet ? 'warn' : 'info',
    build: {
      ssr: true,
      outDir: path.resolve(SSR_OUT),
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      rollupOptions: { input: path.resolve('src/web/prerender.tsx') },
    },
  });
  const { renderPage, PUBLIC_PAGES } = await import(
    pathToFileURL(path.resolve(SSR_OUT, 'prerender.js')).href
  );

  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  // What the app's entry and the start script of a page that starts on first use load up front.
  const entries = {
    entry: collectChunks(manifest, ['index.html']),
    start: collectChunks(manifest, ['siteStart.ts']),
  };
  const pagesDir = path.join(webDir, 'pages');
  fs.rmSync(pagesDir, { recursive: true, force: true });

  for (const page of PUBLIC_PAGES) {
    let rendered;
    try {
      rendered = await renderPage(page.path);
    } catch (error) {
      throw new Error(`${page.path} could not be drawn at build time: ${error?.stack ?? error}`);
    }
    const assets = assetsFor(manifest, entries.entry, rendered.sources);
    const onFirstUse = page.appStarts === 'on-first-use';
    const head = headFor(page, assets, { linkScripts: !onFirstUse });
    const replaceOnce = (html, pattern, replacement) => {
      if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
      return html.replace(pattern, () => replacement);
    };
    let html = template;
    html = replaceOnce(html, /<title>[^<]*<\/title>/, head.title);
    html = replaceOnce(html, /<meta\s+name="description"[^>]*>/, head.description);
    html = replaceOnce(html, /<\/head>/, `  ${head.tags.join('\n    ')}\n  </head>`);
    html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${rendered.html}</div>`);
    if (onFirstUse) html = startOnFirstUse(html, entries, page, assets.scripts);
    html = inlineStyles(html, webDir);
    html = scriptsAfterContent(html);
    // The page reads without scripts; the shell's plea for JavaScript would only confuse.
    html = replaceOnce(html, /\s*<noscript>[\s\S]*?<\/noscript>/, '');
    const file = path.join(pagesDir, pageFile(page.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  // Build-time only: nothing serves the manifest or the server-side bundle.
  fs.rmSync(path.join(webDir, '.vite'), { recursive: true, force: true });
  fs.rmSync(SSR_OUT, { recursive: true, force: true });
  if (!quiet) console.log(`${PUBLIC_PAGES.length} public pages drawn into ${pagesDir}`);
  return PUBLIC_PAGES.length;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerender();
}
