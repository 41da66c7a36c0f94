/** Who a recipe is by and where it came from, with a link to the page: on every view of it. */
export function RecipeCredit({ author, sourceUrl }: { author: string; sourceUrl: string }) {
  if (!author && !sourceUrl) return null;
  let site = '';
  try {
    site = sourceUrl ? new URL(sourceUrl).hostname.replace(/^www\./, '') : '';
  } catch {
    site = sourceUrl;
  }
  return (
    <p className="recipe-credit">
      {author ? <>Recipe by {author}</> : 'Recipe'}
      {sourceUrl && (
        <>
          {' · from '}
          <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
            {site || sourceUrl}
          </a>
        </>
      )}
    </p>
  );
}
