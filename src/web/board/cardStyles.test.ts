import { describe, expect, it } from 'vitest';
import { defaultStyle } from '../../common/default-style';
import type { Style } from '../../common/schemas/style';
import { cardStyles } from './cardStyles';

const layout = { fontSize: 24, headerFontSize: 14 };
const WHITE_BOARD = '#ffffff';
const styled = (overrides: Partial<Style>, board: string | null = WHITE_BOARD) =>
  cardStyles({ ...defaultStyle(), ...overrides }, layout, board);

describe('cardStyles', () => {
  it('draws the default card: white body, header, soft shadow and 10px padding', () => {
    const styles = styled({});
    expect(styles.cardBackground).toEqual({ backgroundColor: '#ffffff', opacity: 1 });
    expect(styles.card.boxShadow).toBe('0px 2px 8px 0px rgba(0, 0, 0, 0.1)');
    expect(styles.card.borderRadius).toBe(8);
    expect(styles.card.border).toBeUndefined();
    expect(styles.header).toMatchObject({ fontSize: 14, fontWeight: 'bold', padding: '10px' });
    expect(styles.headerBackground).toEqual({ backgroundColor: '#f3f4f6', opacity: 1 });
    expect(styles.body).toEqual({ padding: '10px', fontSize: 24 });
  });

  it('uses the layout font sizes rather than the style ones', () => {
    const styles = styled({ fontSize: 60, headerFontSize: 40 });
    expect(styles.body.fontSize).toBe(24);
    expect(styles.header?.fontSize).toBe(14);
  });

  it('hides the header and drops the shadow when they are off', () => {
    const styles = styled({ showHeader: false, addBoxShadow: false });
    expect(styles.header).toBeNull();
    expect(styles.headerBackground).toBeNull();
    expect(styles.card.boxShadow).toBeUndefined();
  });

  it('draws an outline only with a width', () => {
    expect(styled({ borderWidth: 3, borderColor: '#ff0000' }).card.border).toBe('3px solid #ff0000');
    expect(styled({ borderWidth: 0, borderColor: '#ff0000' }).card.border).toBeUndefined();
  });

  it('puts a background image behind the body at its position and opacity', () => {
    const styles = styled({
      bodyBgType: 'image',
      bgImage: 'https://example.com/beach.jpg',
      backgroundPosition: 'top left',
      bgOpacity: 0.4,
    });
    expect(styles.cardBackground).toEqual({
      backgroundImage: 'url("https://example.com/beach.jpg")',
      backgroundSize: 'cover',
      backgroundPosition: 'top left',
      backgroundRepeat: 'no-repeat',
      opacity: 0.4,
    });
  });

  it('leaves out a background at opacity 0', () => {
    expect(styled({ bgOpacity: 0 }).cardBackground).toBeNull();
  });

  it('applies the text colour at its opacity, the font family with its fallback, and a text shadow', () => {
    const styles = styled({
      fontColor: '#112233',
      fontOpacity: 0.5,
      fontFamily: 'Lora',
      textAlign: 'center',
      adjustTextShadow: true,
      textShadowHOffset: 2,
      textShadowVOffset: 2,
      textShadowBlur: 4,
      textShadowColor: '#000000',
      textShadowOpacity: 0.5,
    });
    expect(styles.card).toMatchObject({
      color: 'rgba(17, 34, 51, 0.5)',
      fontFamily: "'Lora', serif",
      textAlign: 'center',
      textShadow: '2px 2px 4px rgba(0, 0, 0, 0.5)',
    });
  });

  it('uses the per-side paddings only when they are switched on', () => {
    const sides = { paddingTop: 0, paddingRight: 20, paddingBottom: 30, paddingLeft: 40 };
    expect(styled({ ...sides, adjustBodyPadding: false }).body.padding).toBe('10px');
    expect(styled({ ...sides, adjustBodyPadding: true }).body.padding).toBe('0px 20px 30px 40px');
    expect(
      styled({
        adjustHeaderPadding: true,
        headerPaddingTop: 2,
        headerPaddingRight: 4,
        headerPaddingBottom: 6,
      }).header?.padding,
    ).toBe('2px 4px 6px 10px');
  });

  it('gives the header its own font, colour, alignment and background', () => {
    const styles = styled({
      headerFontFamily: 'Pacifico',
      headerFontColor: '#ffffff',
      headerTextAlign: 'right',
      headerBgType: 'color',
      headerBgColor: '#11706b',
      headerBgOpacity: 0.8,
    });
    expect(styles.header).toMatchObject({
      fontFamily: "'Pacifico', cursive",
      color: 'rgba(255, 255, 255, 1)',
      textAlign: 'right',
    });
    expect(styles.headerBackground).toEqual({ backgroundColor: '#11706b', opacity: 0.8 });
  });

  it('makes the whole card translucent with the layer opacity', () => {
    expect(styled({ opacity: 0.3 }).card.opacity).toBe(0.3);
  });

  it('leaves the text colour automatic: dark on the white card, light on a dark board through a see-through card', () => {
    expect(styled({}).card.color).toBe('rgba(34, 34, 34, 1)');
    expect(styled({ bgOpacity: 0 }, '#1d2b3a').card.color).toBe('rgba(255, 255, 255, 1)');
    expect(styled({ bgColor: '#1d2b3a' }).card.color).toBe('rgba(255, 255, 255, 1)');
    // The header reads on its own strip, which is light by default.
    expect(styled({ bgOpacity: 0 }, '#1d2b3a').header?.color).toBe('rgba(34, 34, 34, 1)');
    expect(styled({ bgOpacity: 0, headerBgOpacity: 0 }, '#1d2b3a').header?.color).toBe(
      'rgba(255, 255, 255, 1)',
    );
  });

  it('gives automatic text over a photo light letters with a soft shadow, but keeps a family’s own shadow', () => {
    expect(styled({ bgOpacity: 0 }, null).card).toMatchObject({
      color: 'rgba(255, 255, 255, 1)',
      textShadow: '0 1px 3px rgba(0, 0, 0, 0.6)',
    });
    expect(
      styled({ bgOpacity: 0, adjustTextShadow: true, textShadowColor: '#ff0000', textShadowOpacity: 1 }, null)
        .card.textShadow,
    ).toBe('1px 1px 2px rgba(255, 0, 0, 1)');
  });

  it('keeps a colour the family chose, whatever is behind it', () => {
    expect(styled({ bgOpacity: 0, fontColor: '#222222' }, '#1d2b3a').card.color).toBe('rgba(34, 34, 34, 1)');
    expect(styled({ bgOpacity: 0, fontColor: '#ff0000' }, null).card.textShadow).toBeUndefined();
  });
});
