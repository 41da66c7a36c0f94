import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BLOG_ARTICLES } from '../../../common/site-pages';
import { ButtonLink } from '../../ui/ButtonLink';
import { formatPublished } from '../dates';
import { Screenshot } from '../Screenshot';
import type { ScreenshotName } from '../screenshots';
import './blog.css';

/** A blog article: its title, date, category and reading time, its lead picture, the text, and where to go next. */
export function ArticleLayout({ slug, children }: { slug: string; children: ReactNode }) {
  const article = BLOG_ARTICLES.find((each) => each.slug === slug);
  if (!article) throw new Error(`No blog article ${slug}`);
  const others = BLOG_ARTICLES.filter((each) => each.slug !== slug).slice(0, 3);
  return (
    <article className="article" aria-labelledby="article-title">
      <header className="container article__header">
        <p className="article__crumbs">
          <Link to="/blog">Blog</Link>
          <span aria-hidden="true"> / </span>
          <span className="badge badge--teal">{article.category}</span>
        </p>
        <h1 id="article-title">{article.title}</h1>
        <p className="article__summary">{article.summary}</p>
        <p className="article__meta">
          <time dateTime={article.published}>{formatPublished(article.published)}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.readingMinutes} min read</span>
        </p>
        <Screenshot
          name={article.image as ScreenshotName}
          className="article__lead-picture"
          sizes="(max-width: 900px) 92vw, 860px"
          priority
        />
      </header>
      <div className="container article__body">{children}</div>
      <aside className="container article__next" aria-labelledby="next-title">
        <div className="article__cta">
          <h2 id="next-title">See it on your own screen</h2>
          <p>Try the board editor in your browser, or start a free 7-day trial.</p>
          <div className="article__cta-actions">
            <ButtonLink to="/demo">Try the Demo</ButtonLink>
            <ButtonLink to="/pricing" variant="secondary">
              See plans
            </ButtonLink>
          </div>
        </div>
        <h2 className="article__more-title">More from the blog</h2>
        <ul className="article__more">
          {others.map((other) => (
            <li key={other.slug}>
              <span className="badge badge--teal">{other.category}</span>
              <Link to={`/blog/${other.slug}`}>{other.title}</Link>
            </li>
          ))}
        </ul>
      </aside>
    </article>
  );
}

/** A picture inside an article's text, with its caption. */
export function ArticlePicture({
  name,
  caption,
  phone = false,
}: {
  name: ScreenshotName;
  caption: string;
  phone?: boolean;
}) {
  return (
    <figure
      className={
        phone ? 'shot shot--phone article__picture article__picture--phone' : 'shot article__picture'
      }
    >
      <Screenshot name={name} sizes={phone ? '260px' : '(max-width: 900px) 92vw, 760px'} />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
