import { describe, expect, it } from 'vitest';
import { bundledFamily, familyKind, loadFont } from '../../../src/generation/media/fonts.js';

// Which bundled font draws a site's font family (issue 46, brand "site"): a serif in DejaVu
// Serif, a known sans-serif in DejaVu Sans, anything else none (the render warns and keeps the default).

describe('bundledFamily', () => {
  it('maps serif families to DejaVu Serif and known sans-serif ones to DejaVu Sans', () => {
    for (const f of ['Lora', 'Georgia', 'Merriweather', 'Playfair Display', 'Fraunces', 'Noto Serif', 'DejaVu Serif']) expect(bundledFamily(f), f).toBe('DejaVu Serif');
    for (const f of ['Inter', 'DM Sans', 'Open Sans', 'Roboto', 'Helvetica Neue', 'Montserrat', 'sans-serif', 'Verdana', 'DejaVu Sans', 'Source Sans Pro']) expect(bundledFamily(f), f).toBe('DejaVu Sans');
  });

  it('has nothing for a script, a monospace or an unknown family', () => {
    for (const f of ['Pacifico', 'Dancing Script', 'JetBrains Mono', 'Courier New', 'Bespoke Brandface']) expect(bundledFamily(f), f).toBeUndefined();
    expect(familyKind('Pacifico')).toBe('script');
    expect(familyKind('JetBrains Mono')).toBe('monospace');
    expect(familyKind('Bespoke Brandface')).toBeUndefined();
  });

  it('each bundled family loads its own bold face, measured apart', () => {
    const [sans, serif] = [loadFont('DejaVu Sans'), loadFont('DejaVu Serif')];
    expect(sans.file).toMatch(/DejaVuSans-Bold\.ttf$/);
    expect(serif.file).toMatch(/DejaVuSerif-Bold\.ttf$/);
    expect(loadFont()).toBe(sans);
    expect(serif.face.getAdvanceWidth('Boulangerie', 100)).not.toBeCloseTo(sans.face.getAdvanceWidth('Boulangerie', 100), 0);
  });
});
