import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../session/SessionContext';
import { SimpleScreenForm } from './SimpleScreenForm';

// A registry where the clock declares a simple choice and the menu no longer does: the form must
// follow the declarations, not a list of its own.
vi.mock('../../../widgets/registry', async (importOriginal) => {
  const registry = await importOriginal<typeof import('../../../widgets/registry')>();
  const WIDGETS = registry.WIDGETS.map((widget) => {
    if (widget.type === 'clock')
      return { ...widget, simpleChoice: { key: 'clock', label: 'Clock', slot: 5 } };
    if (widget.type === 'menu') return { ...widget, simpleChoice: undefined };
    return widget;
  });
  return { ...registry, WIDGETS };
});

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
    expect(choicesShown()).toEqual(['Events', 'Shopping', 'Lists', 'Piggy bank', 'Clock']);
  });
});
