/**
 * The public pages: what the build pre-renders, what the server answers each with, what the
 * sitemap lists, and every other path the web app answers. One list read by the client's route
 * table, the pre-renderer (scripts/prerender.mjs) and the server (server/http/site-pages.ts).
 */

/** The blog's filter categories, in the order the filter shows them (spec 01 §2). */
export const BLOG_CATEGORIES = [
  'All',
  'Integrations',
  'Calendar',
  'Family Hub',
  'Features',
  'Podcast',
] as const;
export type BlogCategory = Exclude<(typeof BLOG_CATEGORIES)[number], 'All'>;

export interface BlogArticleInfo {
  slug: string;
  title: string;
  category: BlogCategory;
  /** The day it was published, `YYYY-MM-DD`. */
  published: string;
  /** One or two sentences: the blog's card and the page's meta description. */
  summary: string;
  /** At about 220 words a minute; `blogArticles.test.tsx` holds it to the article's text. */
  readingMinutes: number;
  /** The article's lead picture (under /images/site/), shared as its Open Graph image. */
  image: string;
}

/** The four articles of spec 01 §2, newest first. */
export const BLOG_ARTICLES: readonly BlogArticleInfo[] = [
  {
    slug: 'deep-dive-family',
    title: 'Deep dive: chores, pocket money and piggy banks with Luno',
    category: 'Features',
    published: '2026-11-23',
    summary:
      'How repeating chores with dollar values, assignees and piggy banks work together in Luno, from the first list to the payout on the kitchen TV.',
    readingMinutes: 4,
    image: 'board-chores',
  },
  {
    slug: 'outlook-calendar',
    title: 'Put Outlook and Microsoft 365 calendars on the family screen',
    category: 'Integrations',
    published: '2026-11-16',
    summary:
      'Connect a Microsoft account, or paste a published Outlook calendar link, and the work, school and family calendars show on every Luno board.',
    readingMinutes: 3,
    image: 'feature-calendar-month',
  },
  {
    slug: 'google-calendar',
    title: 'Show your Google Calendar on the family TV',
    category: 'Calendar',
    published: '2026-11-09',
    summary:
      'Two ways to bring Google calendars onto a Luno board, which calendar view suits which wall, and how Luno keeps them up to date.',
    readingMinutes: 4,
    image: 'feature-calendar-week',
  },
  {
    slug: 'family-hub',
    title: 'Turn a spare TV or tablet into a family hub',
    category: 'Family Hub',
    published: '2026-11-02',
    summary:
      'A step-by-step guide to a family hub on the wall: the screen, the first board, pairing it by QR code and what to put on it.',
    readingMinutes: 5,
    image: 'board-family',
  },
];

export interface PublicPage {
  path: string;
  /** The page's name: the document title is '<title> - Luno'; null for the default title. */
  title: string | null;
  description: string;
  /** Open Graph type. */
  type: 'website' | 'article';
  /** The picture shared with a link to the page (under /images/site/, without size or extension). */
  image: string;
  /** For an article: the day it was published. */
  published?: string;
  /**
   * When the app's scripts start on the page: at once, or on its first use (a tap, a key, the
   * pointer moving over it; scripts/prerender.mjs, web/siteStart.ts). A page that only shows what
   * the build drew until it is used costs a slow phone nothing to run while it is being read.
   * Pages that ask the server before they are whole (the plans on sale, a form's Google state) or
   * are an editor start at once.
   */
  appStarts: 'at-once' | 'on-first-use';
  /** On a page whose app starts on first use: started anyway this long after the page loaded. */
  appStartsAtLatestMs?: number;
}

/** Spec 01 §9: the landing page's carousel advances every 10 seconds. */
export const CAROUSEL_INTERVAL_MS = 10_000;

const SITE_IMAGE = 'board-family';

/** Every page that is real HTML before any script runs, in the order the sitemap lists them. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: null,
    description:
      'Luno turns a TV, wall screen or tablet into your family’s board: synced calendars, chores that pay into piggy banks, the week’s dinners and the shopping list.',
    type: 'website',
    image: SITE_IMAGE,
    appStarts: 'on-first-use',
    // In time for the carousel's first advance, which counts from the page's start.
    appStartsAtLatestMs: CAROUSEL_INTERVAL_MS - 3_000,
  },
  {
    path: '/features',
    title: 'Features',
    description:
      'Everything Luno does: Google, Outlook, Apple and iCal calendars, QR pairing, live updates, offline screens, chores and piggy banks, menus, shopping, photos and music.',
    type: 'website',
    image: 'feature-calendar-week',
    appStarts: 'on-first-use',
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description:
      'Luno plans for every home: Core for 2 screens, Plus for 6 and Plus Forever for 10. Every subscription starts with a free 7-day trial.',
    type: 'website',
    image: SITE_IMAGE,
    appStarts: 'at-once',
  },
  {
    path: '/demo',
    title: 'Demo',
    description:
      'Try the Luno board editor in your browser: arrange and style a sample family board with calendars, chores, a menu, shopping, photos and music. No account needed.',
    type: 'website',
    image: SITE_IMAGE,
    appStarts: 'at-once',
  },
  {
    path: '/blog',
    title: 'Blog',
    description:
      'Guides to running a calmer family home with Luno: calendars from Google and Outlook, a family hub on the wall, chores and pocket money.',
    type: 'website',
    image: SITE_IMAGE,
    appStarts: 'on-first-use',
  },
  ...BLOG_ARTICLES.map(
    (article): PublicPage => ({
      path: `/blog/${article.slug}`,
      title: article.title,
      description: article.summary,
      type: 'article',
      image: article.image,
      published: article.published,
      appStarts: 'on-first-use',
    }),
  ),
  {
    path: '/signup',
    title: 'Sign Up',
    description:
      'Create your Luno account with an email and password or with Google, and start your free trial.',
    type: 'website',
    image: SITE_IMAGE,
    appStarts: 'at-once',
  },
  {
    path: '/login',
    title: 'Log In',
    description: 'Log in to Luno to edit your family’s boards, lists, menus and calendars.',
    type: 'website',
    image: SITE_IMAGE,
    appStarts: 'at-once',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What Luno stores about your family — account, boards, calendars, photos, devices and payments — who can see it, and how to delete it.',
    type: 'website',
    image: SITE_IMAGE,
    appStarts: 'on-first-use',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description:
      'The terms for using Luno: accounts, family sharing, plans and trials, your content, and ending.',
    type: 'website',
    image: SITE_IMAGE,
    appStarts: 'on-first-use',
  },
];

const PUBLIC_PATHS = new Set(PUBLIC_PAGES.map((page) => page.path));

export function isPublicPagePath(pathname: string): boolean {
  return PUBLIC_PATHS.has(pathname);
}

/**
 * The attribute the server gives a page's `<html>` when it sells no plans (billing off): the
 * public pages are drawn once at build time, so what only billing offers (a free trial) is drawn
 * for both and shown by it (`.when-billing-on` / `.when-billing-off` in `ui/theme.css`).
 */
export const BILLING_OFF_MARK = 'data-billing="off"';

/**
 * Paths the web app answers besides the public pages, as the client's route table has them
 * (`web/routes.tsx`; `routes.test.tsx` holds the two together). A path ending in `/*` covers
 * everything under it; `:name` is one segment.
 */
export const APP_PATHS = [
  '/pair',
  '/payment-success',
  '/payment-cancelled',
  '/join/:token',
  '/reset-password',
  '/view/*',
  '/app',
  '/app/*',
] as const;

function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1));
  const want = pattern.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length &&
    want.every((part, index) => (part.startsWith(':') ? (have[index] ?? '') !== '' : part === have[index]))
  );
}

/** Whether the web app has a page at `pathname` (a public page, or one of the app's). */
export function isWebAppPath(pathname: string): boolean {
  return isPublicPagePath(pathname) || APP_PATHS.some((pattern) => matchesPattern(pattern, pathname));
}
