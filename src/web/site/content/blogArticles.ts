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

export interface BlogArticle {
  slug: string;
  title: string;
  category: BlogCategory;
  summary: string;
}

/** Planned articles, newest first; their text arrives with the marketing-site release. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'family-hub',
    title: 'Family Hub',
    category: 'Family Hub',
    summary: 'How a spare TV or tablet on the wall becomes the place where the whole family checks the day.',
  },
  {
    slug: 'google-calendar',
    title: 'Google Calendar',
    category: 'Calendar',
    summary: 'Showing the family’s Google calendars on a Luno board, kept in sync automatically.',
  },
  {
    slug: 'outlook-calendar',
    title: 'Outlook Calendar',
    category: 'Integrations',
    summary: 'Bringing work and school calendars from Outlook and Microsoft 365 onto the family screen.',
  },
  {
    slug: 'deep-dive-family',
    title: 'Deep Dive: Luno for Families',
    category: 'Podcast',
    summary: 'A longer conversation about chores, pocket money and planning dinners without the nagging.',
  },
];
