import { describe, expect, it } from 'vitest';
import { boxShadow, cssImageUrl, httpUrl, textShadow, withOpacity } from './cssValues';

describe('withOpacity', () => {
  it('turns hex colours into rgba with the opacity', () => {
    expect(withOpacity('#ff8000', 0.5)).toBe('rgba(255, 128, 0, 0.5)');
    expect(withOpacity('#0F0', 1)).toBe('rgba(0, 255, 0, 1)');
  });

  it('multiplies an alpha the hex colour already has', () => {
    expect(withOpacity('#00000080', 0.5)).toBe('rgba(0, 0, 0, 0.251)');
    expect(withOpacity('#fff8', 1)).toBe('rgba(255, 255, 255, 0.533)');
  });

  it('keeps opacities inside 0..1', () => {
    expect(withOpacity('#000000', 3)).toBe('rgba(0, 0, 0, 1)');
    expect(withOpacity('#000000', -1)).toBe('rgba(0, 0, 0, 0)');
  });

  it('mixes other colour forms with transparent, and leaves them alone when opaque', () => {
    expect(withOpacity('rebeccapurple', 0.25)).toBe('color-mix(in srgb, rebeccapurple 25%, transparent)');
    expect(withOpacity('rgb(1, 2, 3)', 1)).toBe('rgb(1, 2, 3)');
  });
});

describe('shadows', () => {
  it('writes a text shadow and a box shadow with their colour at its opacity', () => {
    expect(textShadow({ hOffset: 1, vOffset: -2, blur: 3, color: '#000', opacity: 0.5 })).toBe(
      '1px -2px 3px rgba(0, 0, 0, 0.5)',
    );
    expect(boxShadow({ hOffset: 0, vOffset: 2, blur: 8, spread: 1, color: '#000000', opacity: 0.1 })).toBe(
      '0px 2px 8px 1px rgba(0, 0, 0, 0.1)',
    );
  });
});

describe('image URLs', () => {
  it('accepts only http and https', () => {
    expect(httpUrl('  https://example.com/a.jpg ')).toBe('https://example.com/a.jpg');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(httpUrl('')).toBeNull();
    expect(httpUrl(null)).toBeNull();
  });

  it('quotes and escapes a CSS url() so a URL cannot break out of it', () => {
    expect(cssImageUrl('https://example.com/a b.jpg')).toBe('url("https://example.com/a b.jpg")');
    expect(cssImageUrl('https://example.com/x");background:red;("')).toBe(
      'url("https://example.com/x\\");background:red;(\\"")',
    );
    expect(cssImageUrl('ftp://example.com/a.jpg')).toBeNull();
  });
});
