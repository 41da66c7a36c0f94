import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES, BLOG_CATEGORIES } from '../../../common/site-pages';
import { SCREENSHOTS } from '../screenshots';

const modules = import.meta.glob<{ Article: ComponentType }>('./articles/*.tsx', { eager: true });

/** The words of an article's own text, as a reader meets them (not its header, pictures' captions or links out). */
function articleWords(Article: ComponentType): number {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Article />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const body = /<div class="container article__body">([\s\S]*?)<\/div><aside/.exec(html)?.[1] ?? '';
  const text = body
    .replaceAll(/<figcaption>[\s\S]*?<\/figcaption>/g, ' ')
    .replaceAll(/<[^>]+>/g, ' ')
    .replaceAll(/&[a-z#0-9]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

describe('the blog', () => {
  it('has the four articles of spec 01 §2, each with its own page module', () => {
    expect(BLOG_ARTICLES.map((article) => article.slug).sort()).toEqual(
      ['deep-dive-family', 'family-hub', 'google-calendar', 'outlook-calendar'].sort(),
    );
    for (const article of BLOG_ARTICLES)
      expect(Object.keys(modules), article.slug).toContain(`./articles/${article.slug}.tsx`);
  });

  it('lists them newest first, each in a category of the filter with a picture that exists', () => {
    const dates = BLOG_ARTICLES.map((article) => article.published);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of BLOG_ARTICLES) {
      expect(BLOG_CATEGORIES, article.slug).toContain(article.category);
      expect(Object.keys(SCREENSHOTS), article.slug).toContain(article.image);
    }
  });

  it('states each article’s reading time truthfully, at 220 words a minute', () => {
    for (const article of BLOG_ARTICLES) {
      const words = articleWords(modules[`./articles/${article.slug}.tsx`].Article);
      expect(words, article.slug).toBeGreaterThan(500);
      expect(article.readingMinutes, `${article.slug}: ${words} words`).toBe(Math.ceil(words / 220));
    }
  });
});
