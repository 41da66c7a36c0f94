import { useLocation } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { ComingSoon } from '../../ui/ComingSoon';
import { BLOG_ARTICLES } from './blogArticles';

export function BlogArticlePage() {
  const { pathname } = useLocation();
  const article = BLOG_ARTICLES.find((a) => pathname === `/blog/${a.slug}`);

  return (
    <div className="container">
      <ComingSoon
        title={article?.title ?? 'Blog'}
        extra={
          <div className="coming-soon__actions">
            <ButtonLink to="/blog" variant="secondary">
              All articles
            </ButtonLink>
          </div>
        }
      >
        <p>{article?.summary} This article is being written.</p>
      </ComingSoon>
    </div>
  );
}
