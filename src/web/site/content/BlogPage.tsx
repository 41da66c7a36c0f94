import { useState } from 'react';
import { Link } from 'react-router';
import { ComingSoon } from '../../ui/ComingSoon';
import { BLOG_ARTICLES, BLOG_CATEGORIES } from './blogArticles';

type CategoryFilter = (typeof BLOG_CATEGORIES)[number];

export function BlogPage() {
  const [category, setCategory] = useState<CategoryFilter>('All');
  const articles = category === 'All' ? BLOG_ARTICLES : BLOG_ARTICLES.filter((a) => a.category === category);

  return (
    <div className="container">
      <ComingSoon title="The Luno Blog">
        <p>Stories and guides about running a calmer family home. The first articles are being written.</p>
      </ComingSoon>
      <section className="blog" aria-label="Upcoming articles">
        <fieldset className="chip-group">
          <legend className="visually-hidden">Filter by category</legend>
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
        {articles.length === 0 ? (
          <p className="blog__empty muted">No articles in this category yet.</p>
        ) : (
          <ul className="blog__list">
            {articles.map((article) => (
              <li key={article.slug} className="blog-card">
                <span className="badge badge--teal">{article.category}</span>
                <h2 className="blog-card__title">
                  <Link to={`/blog/${article.slug}`}>{article.title}</Link>
                </h2>
                <p className="muted">{article.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
