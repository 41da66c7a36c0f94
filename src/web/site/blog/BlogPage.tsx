import { useState } from 'react';
import { Link } from 'react-router';
import { BLOG_ARTICLES, BLOG_CATEGORIES } from '../../../common/site-pages';
import { formatPublished } from '../dates';
import { Screenshot } from '../Screenshot';
import type { ScreenshotName } from '../screenshots';
import './blog.css';

type CategoryFilter = (typeof BLOG_CATEGORIES)[number];

/** Newest first, whatever order the list is kept in. */
const NEWEST_FIRST = [...BLOG_ARTICLES].sort((a, b) => b.published.localeCompare(a.published));

/** /blog: every article, newest first, filtered by category (spec 01 §2). */
export function BlogPage() {
  const [category, setCategory] = useState<CategoryFilter>('All');
  const articles = category === 'All' ? NEWEST_FIRST : NEWEST_FIRST.filter((a) => a.category === category);

  return (
    <div className="container blog-page">
      <header className="blog-page__intro">
        <span className="eyebrow">Blog</span>
        <h1>The Luno Blog</h1>
        <p className="blog-page__lead">
          Guides to a calmer family home: the family’s calendars on the wall, a hub in the kitchen, and chores
          that pay into piggy banks.
        </p>
      </header>
      <section className="blog" aria-labelledby="articles-title">
        <h2 id="articles-title" className="visually-hidden">
          Articles
        </h2>
        <fieldset className="chip-group">
          <legend className="visually-hidden">Show articles in</legend>
          {BLOG_CATEGORIES.map((name) => (
            <button
              key={name}
              type="button"
              className="chip"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
            >
              {name}
            </button>
          ))}
        </fieldset>
        <p className="visually-hidden" role="status">
          {category === 'All'
            ? `${articles.length} articles`
            : `${articles.length} ${articles.length === 1 ? 'article' : 'articles'} in ${category}`}
        </p>
        {articles.length === 0 ? (
          <div className="blog__empty">
            <p>There are no articles in {category}.</p>
            <button type="button" className="btn btn--secondary" onClick={() => setCategory('All')}>
              Show all articles
            </button>
          </div>
        ) : (
          <ul className="blog__list">
            {articles.map((article, index) => (
              <li key={article.slug} className="blog-card">
                <Screenshot
                  name={article.image as ScreenshotName}
                  className="blog-card__picture"
                  sizes="(max-width: 760px) 92vw, 510px"
                  priority={index === 0}
                  alt=""
                />
                <div className="blog-card__body">
                  <span className="badge badge--teal">{article.category}</span>
                  <h3 className="blog-card__title">
                    <Link to={`/blog/${article.slug}`}>{article.title}</Link>
                  </h3>
                  <p className="blog-card__summary">{article.summary}</p>
                  <p className="blog-card__meta">
                    <time dateTime={article.published}>{formatPublished(article.published)}</time>
                    <span aria-hidden="true"> · </span>
                    {article.readingMinutes} min read
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
