import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CAROUSEL_INTERVAL_MS } from '../../../common/site-pages';
import { Screenshot } from '../Screenshot';
import { SLIDES } from './slides';

/**
 * Three pictures of real boards, in a TV, that advance every 10 s. Choosing a slide restarts the interval so it does
 * not jump away straight after a click; the pause button lets anyone stop the motion (WCAG 2.2.2).
 */
export function ScreenshotCarousel() {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  // On the page the browser loaded, the first slide has been on show since the build's HTML was
  // drawn, which may be seconds before the app started on it (common/site-pages.ts): its 10 s
  // count from then. Reached by a link within the app, from now.
  const firstCountdown = useRef(useLocation().key === 'default');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new active slide restarts the countdown
  useEffect(() => {
    if (paused) return;
    const wait = firstCountdown.current
      ? Math.max(0, CAROUSEL_INTERVAL_MS - performance.now())
      : CAROUSEL_INTERVAL_MS;
    firstCountdown.current = false;
    const timer = window.setTimeout(() => setActive((index) => (index + 1) % SLIDES.length), wait);
    return () => window.clearTimeout(timer);
  }, [paused, active]);

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="Luno boards">
      <div className="carousel__frame">
        {SLIDES.map((slide, index) => (
          <figure
            key={slide.name}
            className={index === active ? 'carousel__slide carousel__slide--active' : 'carousel__slide'}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${SLIDES.length}`}
            aria-hidden={index !== active}
          >
            <Screenshot
              name={slide.name}
              className="tv"
              sizes="(max-width: 900px) 92vw, (max-width: 1200px) 52vw, 620px"
              priority={index === 0}
            />
            <figcaption>{slide.caption}</figcaption>
          </figure>
        ))}
      </div>
      <div className="carousel__controls">
        <div className="carousel__dots">
          {SLIDES.map((slide, index) => (
            <button
              key={slide.name}
              type="button"
              className="carousel__dot"
              aria-label={`Show slide ${index + 1}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="carousel__pause"
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setPaused((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
            {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
          </svg>
        </button>
      </div>
    </section>
  );
}
