import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SIMPLE_WIDGETS, simpleWidgetsOf } from '../../../common/simple-screen';
import { WIDGETS } from '../../../widgets/registry';
import { SessionProvider } from '../../session/SessionContext';
import { SimpleScreenForm } from './SimpleScreenForm';

function choicesShown(): string[] {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <SimpleScreenForm editing={null} onDone={() => {}} onReload={() => {}} />
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return [...html.matchAll(/<input type="checkbox"[^>]*\/><span>([^<]+)<\/span>/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('the simple Manage Screens form (spec 02 §2)', () => {
  it('offers exactly the widgets that declare a simple choice, in the order of their cells', () => {
    // A registry where the clock declares a choice and the menu no longer does: the choices follow
    // the declarations, not a list of their own.
    const changed = WIDGETS.map((widget) => {
      if (widget.type === 'clock')
        return { ...widget, simpleChoice: { key: 'clock', label: 'Clock', slot: 5 } };
      if (widget.type === 'menu') return { ...widget, simpleChoice: undefined };
      return widget;
    });
    expect(simpleWidgetsOf(changed).map((widget) => widget.simpleChoice.label)).toEqual([
      'Events',
      'Shopping',
      'Lists',
      'Piggy bank',
      'Clock',
    ]);
    // And the form draws what the registry declares, each once, in that order.
    expect(choicesShown()).toEqual(SIMPLE_WIDGETS.map((widget) => widget.simpleChoice.label));
    expect(choicesShown()).toEqual(['Events', 'Menu', 'Shopping', 'Lists', 'Piggy bank']);
  });
});
