import { describe, expect, it } from 'vitest';
import { componentSchema, createComponent } from '../common/schemas/component';
import { WIDGET_TYPES, WIDGETS, widgetFor, widgetForStoredType } from './registry';

describe('widget registry', () => {
  it('offers the nine types of the spec and the newer ones after them, in order, with their labels', () => {
    const addable = WIDGETS.filter((widget) => widget.addable !== false);
    expect(addable.map((widget) => [widget.type, widget.label])).toEqual([
      ['text', 'Text'],
      ['image', 'Image'],
      ['calendar', 'Calendar'],
      ['list', 'List'],
      ['menu', 'Menu'],
      ['shopping', 'Shopping'],
      ['piggy-bank', 'Piggy Bank'],
      ['clock', 'Clock'],
      ['spotify', 'Music Player'],
      ['weather', 'Weather'],
      ['countdown', 'Countdown'],
      ['recipe', 'Recipe'],
    ]);
  });

  it('marks the widgets whose views exist as available, the rest as coming soon', () => {
    expect(WIDGETS.filter((widget) => widget.available).map((widget) => widget.type)).toEqual([
      'text',
      'image',
      'calendar',
      'events',
      'list',
      'menu',
      'shopping',
      'piggy-bank',
      'clock',
      'spotify',
      'weather',
      'countdown',
      'recipe',
    ]);
  });

  it('finds widgets by type and by legacy spelling', () => {
    expect(widgetFor('clock').label).toBe('Clock');
    expect(widgetFor('weather').label).toBe('Weather');
    expect(widgetFor('rainfall')).toBeUndefined();
    expect(widgetForStoredType('piggybank')?.type).toBe('piggy-bank');
    expect(widgetForStoredType('events')?.type).toBe('events');
    expect(widgetForStoredType(42)).toBeUndefined();
  });
});

describe('createComponent', () => {
  it.each(WIDGET_TYPES)('builds a valid %s component', (type) => {
    const component = createComponent(type, 'new', []);
    expect(componentSchema.parse(component)).toEqual(component);
    expect(component).toMatchObject({ id: 'new', type, isLocked: false, zIndex: 0 });
  });

  it('uses the default sizes of the spec, but a menu big enough for its three days at legible text', () => {
    const sizeOf = (type: (typeof WIDGET_TYPES)[number]) => {
      const { x, y, width, height } = createComponent(type, 'n');
      return [x, y, width, height];
    };
    expect(sizeOf('text')).toEqual([50, 50, 300, 100]);
    expect(sizeOf('image').slice(2)).toEqual([250, 250]);
    expect(sizeOf('calendar').slice(2)).toEqual([250, 250]);
    expect(sizeOf('menu').slice(2)).toEqual([480, 600]);
    expect(sizeOf('shopping').slice(2)).toEqual([300, 400]);
    expect(sizeOf('clock').slice(2)).toEqual([250, 100]);
    expect(sizeOf('spotify').slice(2)).toEqual([300, 380]);
  });

  it('gives each type its field and style defaults', () => {
    expect(createComponent('text', 'n').textContent).toBe('Editable Text');
    const clock = createComponent('clock', 'n');
    expect(clock.clockConfig).toEqual({ timezone: 'America/New_York', hour12: true, showSeconds: false });
    expect(clock.style).toMatchObject({ fontSize: 48, textAlign: 'center' });
    expect(createComponent('calendar', 'n')).toMatchObject({
      calendarDisplayMode: 'today',
      calendarUpcomingEventCount: 5,
      calendarUpcomingDayCount: 3,
      calendarViewType: 'list',
      calendarWeekViewDays: 7,
      calendarWeekStart: 'weekday',
      calendarPlannerSpan: 'today',
      calendarShowFamily: true,
    });
    expect(createComponent('shopping', 'n').shoppingConfig.itemsToDisplay).toBe(5);
    expect(createComponent('menu', 'n').menuConfig.daysToDisplay).toBe(3);
    expect(createComponent('spotify', 'n').spotifyConfig.autoplay).toBe(true);
    expect(createComponent('spotify', 'n').style).toMatchObject({ spotifyAccentColor: '#1DB954' });
  });

  it('places a new component above the existing ones', () => {
    expect(createComponent('text', 'n', [{ zIndex: 0 }, { zIndex: 5 }, { zIndex: 2 }]).zIndex).toBe(6);
  });
});
