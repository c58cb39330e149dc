import type { Direction, Motion } from './component-look.js';

/**
 * The pieces every component template is built from: placeholder filling with the remotion
 * import, the entrance animation of the main element, and the words that describe it.
 */
export const CLAMP = 'extrapolateLeft: "clamp", extrapolateRight: "clamp"';
export const FONT = '"Inter, Helvetica, Arial, sans-serif"';

export const str = (s: string) => JSON.stringify(s);

const REMOTION_NAMES = ['AbsoluteFill', 'Easing', 'interpolate', 'spring', 'useCurrentFrame', 'useVideoConfig'];

/** Fills the placeholders and puts the import of exactly the remotion names the code uses on top. */
export function fill(lines: string[], values: Record<string, string | number>): string {
  const body = lines
    .join('\n')
    .replace(/%%(\w+)%%/g, (_, key: string) => {
      const v = values[key];
      if (v === undefined) throw new Error(`component template: no value for ${key}`);
      return String(v);
    })
    .replace(/\n[ \t]+(?=\n)/g, '')
    .replace(/\n{3,}/g, '\n\n');
  const used = REMOTION_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(body));
  return `import { ${used.join(', ')} } from "remotion";\n\n${body}`;
}

/** The entrance of the main element: how `progress` (0 → 1) is computed and how it styles the element. */
export function entrance(motion: Motion, direction: Direction, frames: number): { setup: string; style: string } {
  const eased = `const progress = interpolate(frame, [0, ${frames}], [0, 1], { ${CLAMP}, easing: Easing.out(Easing.cubic) });`;
  const axis = direction === 'left' || direction === 'right' ? 'X' : 'Y';
  const sign = direction === 'left' || direction === 'top' ? '-' : '';
  switch (motion) {
    case 'bounce':
      return {
        setup: `const progress = spring({ frame, fps, durationInFrames: ${frames + 12}, config: { damping: 9, stiffness: 140 } });`,
        style: 'transform: `scale(${progress})`',
      };
    case 'zoom':
    case 'circle':
      return { setup: eased, style: 'opacity: progress, transform: `scale(${0.6 + 0.4 * progress})`' };
    case 'fade':
    case 'typewriter':
      return { setup: eased, style: 'opacity: progress' };
    default:
      return { setup: eased, style: `opacity: progress, transform: \`translate${axis}(\${${sign}(1 - progress) * 60}%)\`` };
  }
}

export const SECONDS = (frames: number) => `${frames} frames (${(frames / 30).toFixed(1)} s at 30 fps)`;

export function motionPhrase(motion: Motion, direction: Direction): string {
  switch (motion) {
    case 'bounce':
      return 'springs in with a bounce';
    case 'zoom':
    case 'circle':
      return 'zooms in';
    case 'fade':
      return 'fades in';
    case 'typewriter':
      return 'types itself out';
    default:
      return `slides in from the ${direction}`;
  }
}
