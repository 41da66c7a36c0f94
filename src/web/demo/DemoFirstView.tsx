import { memo } from 'react';
import { defaultStyle } from '../../common/default-style';
import { type CardStyles, cardStyles } from '../board/cardStyles';
import type { Backdrop } from '../board/contrast';
import boardPicture from '../public/images/demo/board-background.svg?inline';
import { DEMO_SCREEN_NAME, SAMPLE_CARDS } from './sampleLayout';
import '../board/board.css';
import '../editor/editor.css';

/** The board's picture is behind every card: text left automatic is coloured for a picture. */
const PICTURE: Backdrop = null;

export interface FirstViewCard {
  id: string;
  at: [x: number, y: number, width: number, height: number];
  styles: CardStyles;
  /** The words of a header the card shows; null when it shows none. */
  header: string | null;
}

/** Each card of the sample board as the board draws it (corners, shadow, header), without what it shows. */
export function firstViewCards(): FirstViewCard[] {
  return SAMPLE_CARDS.map((card) => {
    const style = { ...defaultStyle(), ...card.style };
    const styles = cardStyles(
      style,
      { fontSize: style.fontSize ?? 0, headerFontSize: style.headerFontSize ?? 0 },
      PICTURE,
    );
    const headerText = card.fields?.headerText;
    return {
      id: card.id,
      at: card.at,
      styles,
      header: styles.header && typeof headerText === 'string' ? headerText : null,
    };
  });
}

/**
 * The editor's sidebar as it will look, before it works: SCREENS with the one sample screen, and
 * LAYERS with a placeholder row per card (their names come with the widgets' samples). Drawn with
 * the sidebar's classes rather than its SidebarSection: the build puts that module in a script
 * shared with the editor, one more request on the page before the welcome prompt.
 */
function FirstViewSidebar() {
  return (
    <div className="ed-panel">
      <section className="ed-section" aria-label="Screens">
        <div className="ed-section__head">
          <h2 className="ed-section__title">Screens</h2>
        </div>
        <ul className="ed-list">
          <li className="ed-row ed-row--current">
            <span className="ed-row__main ed-row__main--static">
              <span className="ed-row__name">{DEMO_SCREEN_NAME}</span>
            </span>
          </li>
        </ul>
      </section>
      <section className="ed-section" aria-label="Layers">
        <div className="ed-section__head">
          <h2 className="ed-section__title">Layers</h2>
        </div>
        <ul className="ed-list demo-first-view__layers" aria-hidden="true">
          {SAMPLE_CARDS.map((card) => (
            <li key={card.id} className="ed-row">
              <span className="ed-row__main ed-row__main--static">
                <span className="demo-first-view__bar" />
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The page's first view of 'Try Me Out!', drawn by the build and shown until the editor's code has
 * arrived: the editor's frame with the sample board in it, its picture and its cards where the editor
 * will draw them, without what the cards show (the week, the menu, the clock depend on today and the
 * visitor's clock, which the build does not know). The board is scaled by CSS alone, since no script
 * has measured the space yet (demo.css). The sidebar holds the screen's row and a placeholder for each
 * layer, so nothing jumps when the editor's own sidebar takes their place.
 */
export const DemoFirstView = memo(function DemoFirstView() {
  return (
    <div className="ed demo-first-view">
      <h1 className="visually-hidden">Luno demo: {DEMO_SCREEN_NAME}</h1>
      <div className="ed__body">
        <div className="ed-sidebar" aria-busy="true">
          <FirstViewSidebar />
        </div>
        <div className="ed-stage">
          <div className="ed-toolbar demo-first-view__toolbar" />
          <div className="ed-canvas">
            <div className="ed-canvas__viewport">
              <div className="board-stage">
                <div
                  className="board-surface"
                  role="img"
                  aria-label={`The sample board, ${DEMO_SCREEN_NAME}`}
                >
                  <div className="board-canvas">
                    {/* The board's own picture, inlined by the build: the largest thing the page
                        paints arrives with the page, with no request of its own to wait for. */}
                    <img className="board-background demo-first-view__picture" src={boardPicture} alt="" />
                    {firstViewCards().map(({ id, at: [x, y, width, height], styles, header }, index) => (
                      <div
                        key={id}
                        className="board-view__item"
                        style={{ left: x, top: y, width, height, zIndex: index }}
                      >
                        <div className="board-card" style={styles.card} data-component-id={id}>
                          {styles.cardBackground && (
                            <div className="board-card__background" style={styles.cardBackground} />
                          )}
                          {header && styles.header && (
                            <div className="board-card__header" style={styles.header}>
                              {styles.headerBackground && (
                                <div className="board-card__background" style={styles.headerBackground} />
                              )}
                              <span className="board-card__header-text">{header}</span>
                            </div>
                          )}
                          <div className="board-card__body" style={styles.body} />
                        </div>
                      </div>
                    ))}
                  </div>
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
});
