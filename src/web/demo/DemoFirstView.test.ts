import { describe, expect, it } from 'vitest';
import { effectiveLayout } from '../../common/layout';
import { WIDGET_TYPES } from '../../widgets/registry';
import { widgetViews } from '../../widgets/views';
import { cardStyles } from '../board/cardStyles';
import { boardBackdrop } from '../board/contrast';
import { firstViewCards } from './DemoFirstView';
import { sampleScreen, type WidgetDemos } from './sampleBoard';

async function allDemos(): Promise<WidgetDemos> {
  const loaded = await Promise.all(WIDGET_TYPES.map(async (type) => [type, await widgetViews[type]?.demo()]));
  return Object.fromEntries(loaded.filter(([, demo]) => demo));
}

describe('the demo’s first view', () => {
  it('draws every card of the sample board where the editor draws it, as the board styles it', async () => {
    const screen = sampleScreen(await allDemos(), { today: '2026-11-27', origin: 'https://luno.example' });
    const backdrop = boardBackdrop(screen.background);
    const first = firstViewCards();
    expect(first.map((card) => card.id)).toEqual(screen.components.map((component) => component.id));
    for (const [index, component] of screen.components.entries()) {
      const layout = effectiveLayout(component, 'base');
      const drawn = first[index]!;
      expect(drawn.at, component.id).toEqual([layout.x, layout.y, layout.width, layout.height]);
      expect(drawn.styles, component.id).toEqual(cardStyles(component.style, layout, backdrop));
      expect(drawn.header, component.id).toBe(component.style.showHeader ? component.headerText : null);
    }
  });

  it('shows the headers a family sees on the board, and none on the cards without one', () => {
    const headers = firstViewCards().flatMap((card) => (card.header ? [card.header] : []));
    expect(headers).toEqual(['This week', 'Coming up', 'Chores', 'Menu', 'This month', 'Shopping']);
  });
});
