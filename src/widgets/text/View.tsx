import type { CSSProperties } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import type { WidgetViewProps } from '../views';

const textStyle: CSSProperties = {
  height: '100%',
  overflow: 'hidden',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
  lineHeight: 1.3,
};

/** The user's own text, drawn as text (never as HTML), keeping their line breaks. */
export function TextView({ component }: WidgetViewProps<ComponentOfType<'text'>>) {
  return <div style={textStyle}>{component.textContent}</div>;
}
