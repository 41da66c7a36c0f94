import { type FormEvent, useId, useState } from 'react';
import {
  NO_IMAGES_FOUND_MESSAGE,
  SEARCH_FAILED_MESSAGE,
  SEARCH_NOT_SET_UP_MESSAGE,
  SEARCH_TERM_REQUIRED_MESSAGE,
  type StockPhoto,
  type StockPhotoSizes,
} from '../../common/schemas/stock-photos';
import type { PhotoCredit } from '../../common/schemas/style';
import { errorMessage } from '../api/client';
import { useFeatures } from '../api/features';
import { useStockPhotoSearch } from '../api/stockPhotos';
import { DEMO_IMAGE_SEARCH_MESSAGE, useDemoMode } from '../session/DemoMode';
import { Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import './stock-photos.css';

export interface StockPhotoChoice {
  url: string;
  credit: NonNullable<PhotoCredit>;
}

interface StockPhotoSearchProps {
  /** The size the board will show it at: `large2x` for a whole board, `large` for a layer. */
  size: keyof Pick<StockPhotoSizes, 'large' | 'large2x'>;
  /** The picture shown now, marked in the results. */
  currentUrl: string | null;
  onChoose: (choice: StockPhotoChoice) => void;
}

export function creditOf(photo: StockPhoto): NonNullable<PhotoCredit> {
  return { photographer: photo.photographer, photographerUrl: photo.photographer_url, photoUrl: photo.url };
}

/**
 * Searching Pexels' stock photos for a picture: a search field, 15 results a page with "Load more"
 * appending the next, and each photographer credited as Pexels asks. Choosing one hands its URL
 * at `size`, and its credit for the board to show.
 */
export function StockPhotoSearch({ size, currentUrl, onChoose }: StockPhotoSearchProps) {
  const id = useId();
  const demo = useDemoMode();
  const features = useFeatures();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const search = useStockPhotoSearch(query);

  if (features.data && !features.data.pexels && !demo) {
    return (
      <div className="stock-photos">
        <h4 className="stock-photos__title">Stock photos</h4>
        <Notice>{SEARCH_NOT_SET_UP_MESSAGE}</Notice>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (demo) return;
    const term = text.trim();
    if (term === '') return setFormMessage(SEARCH_TERM_REQUIRED_MESSAGE);
    setFormMessage(null);
    setQuery(term);
  }

  const photos = search.data?.pages.flatMap((page) => page.photos) ?? [];

  return (
    <div className="stock-photos">
      <form className="ed-field" onSubmit={submit} noValidate>
        <label className="ed-field__label" htmlFor={id}>
          Search stock photos
        </label>
        <div className="ed-inline">
          <input
            id={id}
            type="search"
            className="ed-input"
            placeholder="e.g. mountains, autumn leaves"
            value={text}
            maxLength={200}
            disabled={demo}
            aria-invalid={formMessage === SEARCH_TERM_REQUIRED_MESSAGE ? true : undefined}
            aria-describedby={formMessage ? `${id}-message` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn--secondary btn--small" disabled={demo}>
            Search
          </button>
        </div>
        {demo && <Notice>{DEMO_IMAGE_SEARCH_MESSAGE}</Notice>}
        {formMessage && (
          <span className="ed-field__error" id={`${id}-message`} role="alert">
            {formMessage}
          </span>
        )}
      </form>

      {search.isPending && query !== null && (
        <p className="stock-photos__status" role="status">
          <Spinner /> Searching…
        </p>
      )}
      {search.isError && photos.length === 0 && (
        <Notice tone="error">{errorMessage(search.error, SEARCH_FAILED_MESSAGE)}</Notice>
      )}
      {search.isSuccess && photos.length === 0 && <Notice>{NO_IMAGES_FOUND_MESSAGE}</Notice>}

      {photos.length > 0 && (
        <ul className="stock-photos__grid" aria-label={`Stock photos for ${query}`}>
          {photos.map((photo) => {
            const url = photo.src[size];
            const chosen = url === currentUrl;
            return (
              <li key={photo.id} className="stock-photos__item">
                <button
                  type="button"
                  className="stock-photos__choose"
                  aria-pressed={chosen}
                  aria-label={`Use ${photo.alt || 'this photo'}, by ${photo.photographer}`}
                  onClick={() => onChoose({ url, credit: creditOf(photo) })}
                >
                  <img src={photo.src.small} alt="" loading="lazy" />
                  {chosen && (
                    <span className="stock-photos__chosen" aria-hidden="true">
                      ✓
                    </span>
                  )}
                </button>
                <span className="stock-photos__credit">
                  Photo by{' '}
                  <a href={photo.photographer_url} target="_blank" rel="noopener noreferrer">
                    {photo.photographer}
                  </a>{' '}
                  on{' '}
                  <a href={photo.url} target="_blank" rel="noopener noreferrer">
                    Pexels
                  </a>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {search.isFetchNextPageError && (
        <Notice tone="error">{errorMessage(search.error, SEARCH_FAILED_MESSAGE)}</Notice>
      )}
      {search.hasNextPage && (
        <button
          type="button"
          className="btn btn--secondary btn--small btn--block"
          onClick={() => search.fetchNextPage()}
          disabled={search.isFetchingNextPage}
          aria-busy={search.isFetchingNextPage}
        >
          {search.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
