import { lazy, memo, Suspense, useEffect, useMemo } from 'react';
import type { EffectiveLayout } from '../../common/layout';
import type { Component } from '../../common/schemas/component';
import { widgetViews } from '../../widgets/views';
import { cardStyles } from './cardStyles';
import type { Backdrop } from './contrast';
import { ensureFont } from './fonts';
import { PhotoCredit } from './PhotoCredit';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import './board.css';

const MissingWidget = lazy(async () => ({ default: (await import('./MissingWidget')).MissingWidget }));

export interface ComponentFrameProps {
  component: Component;
  /** From effectiveLayout(component, preset): the fonts and visibility for the shown preset. */
  layout: EffectiveLayout;
  /** Whether the widget may act on taps (false in fullscreen, view-only mode and while editing). */
  interactive: boolean;
  /** Drawn in the editor rather than on a display. */
  editing?: boolean;
  /** What shows behind the card (boardBackdrop of the screen's background), for automatic text colour. */
  backdrop: Backdrop;
  selected?: boolean;
}

function WidgetBody({
  component,
  interactive,
  editing,
  fontSize,
}: {
  component: Component;
  interactive: boolean;
  editing: boolean;
  fontSize: number;
}) {
  const views = widgetViews[component.type];
  return (
    <WidgetErrorBoundary type={component.type} resetKey={component}>
      {views ? (
        <views.View component={component} interactive={interactive} editing={editing} fontSize={fontSize} />
      ) : (
        <Suspense fallback={null}>
          <MissingWidget type={component.type} />
        </Suspense>
      )}
    </WidgetErrorBoundary>
  );
}

/**
 * One component's card, filling the box its parent gives it: background, outline, corners, shadow,
 * header and body padding from its style, and the widget's own view inside.
 */
export const ComponentFrame = memo(function ComponentFrame({
  component,
  layout,
  interactive,
  editing = false,
  backdrop,
  selected,
}: ComponentFrameProps) {
  const { style } = component;
  const { fontSize, headerFontSize } = layout;
  const styles = useMemo(
    () => cardStyles(style, { fontSize, headerFontSize }, backdrop),
    [style, fontSize, headerFontSize, backdrop],
  );

  useEffect(() => {
    void ensureFont(style.fontFamily);
    if (style.showHeader) void ensureFont(style.headerFontFamily);
  }, [style.fontFamily, style.headerFontFamily, style.showHeader]);

  if (!layout.isVisible) return null;
  if (!editing && widgetViews[component.type]?.isBlank?.(component)) return null;
  // A header with no words would be an empty strip across the card.
  const header = component.headerText.trim() === '' ? null : styles.header;

  const className = ['board-card', selected && 'board-card--selected'].filter(Boolean).join(' ');
  return (
    <div
      className={className}
      style={styles.card}
      data-component-id={component.id}
      data-type={component.type}
    >
      {styles.cardBackground && <div className="board-card__background" style={styles.cardBackground} />}
      {header && (
        <div className="board-card__header" style={header}>
          {styles.headerBackground && (
            <div className="board-card__background" style={styles.headerBackground} />
          )}
          <span className="board-card__header-text">{component.headerText}</span>
        </div>
      )}
      <div
        className={interactive ? 'board-card__body' : 'board-card__body board-card__body--static'}
        style={styles.body}
      >
        <WidgetBody component={component} interactive={interactive} editing={editing} fontSize={fontSize} />
      </div>
      {style.bodyBgType === 'image' && style.bgImage && style.bgImageCredit && (
        <PhotoCredit credit={style.bgImageCredit} placement="card" inert={editing} />
      )}
    </div>
  );
});
