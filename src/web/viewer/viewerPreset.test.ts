import { describe, expect, it } from 'vitest';
import { viewerPreset } from './viewerPreset';

describe('viewerPreset', () => {
  it('shows the target device the screen was set up for, whatever the display', () => {
    expect(viewerPreset('ipad_portrait', { width: 1920, height: 1080 })).toBe('ipad_portrait');
    expect(viewerPreset('custom', { width: 800, height: 600 })).toBe('custom');
  });

  it('picks the preset nearest the display for a screen left on base', () => {
    expect(viewerPreset('base', { width: 1920, height: 1080 })).toBe('base');
    expect(viewerPreset('base', { width: 1024, height: 768 })).toBe('ipad_landscape');
    expect(viewerPreset('base', { width: 810, height: 1080 })).toBe('ipad_portrait');
  });
});
