import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ComponentOfType } from '../../common/schemas/component';
import { componentSchema } from '../../common/schemas/component';
import { DemoModeProvider } from '../../web/session/DemoMode';
import { ImageSettings } from './Settings';

const image = componentSchema.parse({
  id: 'photo',
  type: 'image',
  x: 0,
  y: 0,
  width: 250,
  height: 250,
  imageDataUrl: 'https://example.com/lake.jpg',
}) as ComponentOfType<'image'>;

function render(demo: boolean, component = image) {
  const settings = <ImageSettings component={component} onChange={() => {}} />;
  const tree: ReactNode = demo ? <DemoModeProvider>{settings}</DemoModeProvider> : settings;
  return renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{tree}</QueryClientProvider>);
}

describe('the image settings in demo mode (spec 02 §6)', () => {
  it('keep the picture: the URL is read-only, and searching and clearing say they are off', () => {
    const html = render(true);
    expect(html).toMatch(/<input[^>]*type="url"[^>]*readOnly=""/);
    expect(html).toContain('Image searching is disabled in demo mode.');
    expect(html).toContain('Clearing images disabled in demo mode.');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Clear image<\/button>/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Search<\/button>/);
  });

  it('leave everything open outside the demo', () => {
    const html = render(false);
    expect(html).not.toMatch(/readOnly/);
    expect(html).not.toContain('disabled in demo mode');
    expect(html).toMatch(/<button type="button"[^>]*>Clear image<\/button>/);
    expect(html).toContain('Search stock photos');
  });
});
