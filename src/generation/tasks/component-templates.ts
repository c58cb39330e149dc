import type { Look } from './component-look.js';
import { CLAMP, entrance, fill, FONT, motionPhrase, SECONDS, str } from './component-template-parts.js';

/**
 * Component source in the dialect (the `remotion` subset) for each category, filled from a prompt's look. Every
 * template is a function component with typed props that animates from `useCurrentFrame()`
 * with `interpolate`/`spring`, imports only `remotion`, and type-checks under the validator's
 * strict settings (the component tests check each category and random prompts).
 * Placeholders are `%%name%%`; every string put into code goes through JSON.stringify.
 */
export type Category = 'text' | 'stat' | 'transition' | 'cta' | 'custom';

export interface Filled {
  sourceCode: string;
  defaultProps: Record<string, unknown>;
  description: string;
}

function text(id: string, look: Look, fallback: string): Filled {
  const motion = look.motion ?? 'slide';
  const direction = look.direction ?? 'left';
  const { setup, style } = entrance(motion, direction, look.frames);
  const color = look.color ?? '#ffffff';
  const background = look.background ?? (color === '#000000' ? '#ffffff' : '#000000');
  const shown = motion === 'typewriter' ? `text.slice(0, Math.round(interpolate(frame, [0, ${look.frames * 2}], [0, text.length], { ${CLAMP} })))` : 'text';
  const sourceCode = fill(
    [
      'export interface %%id%%Props {',
      '  text: string;',
      '  subtitle?: string;',
      '  color?: string;',
      '  background?: string;',
      '}',
      '',
      'export default function %%id%%({ text, subtitle, color = %%color%%, background = %%background%% }: %%id%%Props) {',
      '  const frame = useCurrentFrame();',
      '  const { fps } = useVideoConfig();',
      '  %%setup%%',
      '  const shown = %%shown%%;',
      '  const subtitleIn = spring({ frame: frame - %%frames%%, fps, config: { damping: 200 } });',
      '  return (',
      '    <AbsoluteFill style={{ backgroundColor: background, justifyContent: "center", alignItems: "center", padding: 80 }}>',
      '      <h1 style={{ color, fontFamily: %%font%%, fontSize: %%fontSize%%, fontWeight: %%fontWeight%%, textTransform: %%case%%, textAlign: "center", margin: 0, %%style%% }}>',
      '        {shown}',
      '      </h1>',
      '      {subtitle ? (',
      '        <p style={{ color, fontFamily: %%font%%, fontSize: %%subSize%%, opacity: subtitleIn * 0.8, marginTop: 24 }}>{subtitle}</p>',
      '      ) : null}',
      '    </AbsoluteFill>',
      '  );',
      '}',
      '',
    ],
    {
      id,
      color: str(color),
      background: str(background),
      setup,
      shown,
      style,
      frames: look.frames,
      font: look.font ? str(look.font) : FONT,
      fontSize: look.fontSize,
      subSize: Math.round(look.fontSize / 2.5),
      fontWeight: look.fontWeight,
      case: str(look.uppercase ? 'uppercase' : 'none'),
    },
  );
  const [first, second] = look.quoted;
  return {
    sourceCode,
    defaultProps: { text: first ?? fallback, ...(second ? { subtitle: second } : {}), color, background },
    description: `Text on screen that ${motionPhrase(motion, direction)} over ${SECONDS(look.frames)}.`,
  };
}

function stat(id: string, look: Look, fallback: string): Filled {
  const figure = look.figure ?? { value: 100, prefix: '', suffix: '%', decimals: 0 };
  const color = look.color ?? '#ffffff';
  const background = look.background ?? '#0b1020';
  const accent = look.accent ?? (look.color ? look.color : '#ffc107');
  const frames = Math.max(look.frames * 2, 20);
  const sourceCode = fill(
    [
      'export interface %%id%%Props {',
      '  value: number;',
      '  label: string;',
      '  prefix?: string;',
      '  suffix?: string;',
      '  decimals?: number;',
      '  color?: string;',
      '  accent?: string;',
      '  background?: string;',
      '}',
      '',
      'export default function %%id%%({',
      '  value,',
      '  label,',
      '  prefix = "",',
      '  suffix = "",',
      '  decimals = 0,',
      '  color = %%color%%,',
      '  accent = %%accent%%,',
      '  background = %%background%%,',
      '}: %%id%%Props) {',
      '  const frame = useCurrentFrame();',
      '  const { fps } = useVideoConfig();',
      '  const progress = interpolate(frame, [0, %%frames%%], [0, 1], { %%clamp%%, easing: Easing.out(Easing.cubic) });',
      '  const current = (value * progress).toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });',
      '  const labelIn = spring({ frame: frame - %%half%%, fps, config: { damping: 14 } });',
      '  return (',
      '    <AbsoluteFill style={{ backgroundColor: background, justifyContent: "center", alignItems: "center", flexDirection: "column" }}>',
      '      <div style={{ color: accent, fontFamily: %%font%%, fontSize: %%fontSize%%, fontWeight: 800, fontVariantNumeric: "tabular-nums" }}>',
      '        {prefix}',
      '        {current}',
      '        {suffix}',
      '      </div>',
      '      <div style={{ color, fontFamily: %%font%%, fontSize: %%labelSize%%, opacity: labelIn, transform: `translateY(${(1 - labelIn) * 30}px)` }}>',
      '        {label}',
      '      </div>',
      '    </AbsoluteFill>',
      '  );',
      '}',
      '',
    ],
    {
      id,
      color: str(color),
      accent: str(accent),
      background: str(background),
      frames,
      half: Math.round(frames / 2),
      clamp: CLAMP,
      font: look.font ? str(look.font) : FONT,
      fontSize: Math.max(look.fontSize, 110) + 30,
      labelSize: Math.round(look.fontSize / 2),
    },
  );
  return {
    sourceCode,
    defaultProps: {
      value: figure.value,
      label: look.quoted[0] ?? figure.label ?? fallback,
      prefix: figure.prefix,
      suffix: figure.suffix,
      decimals: figure.decimals,
      color,
      accent,
      background,
    },
    description: `A figure that counts up to its value over ${SECONDS(frames)}, its label rising in below it.`,
  };
}

function transition(id: string, look: Look): Filled {
  const motion = look.motion ?? 'wipe';
  const direction = look.direction ?? 'left';
  const color = look.color ?? look.background ?? '#111111';
  const duration = Math.max(look.frames * 2, 12);
  let setup: string;
  let style: string;
  let phrase: string;
  if (motion === 'fade') {
    setup = `const cover = interpolate(frame, [0, durationInFrames / 2, durationInFrames], [0, 1, 0], { ${CLAMP} });`;
    style = 'opacity: cover';
    phrase = 'fades to the color and back';
  } else if (motion === 'circle' || motion === 'zoom') {
    setup = `const cover = interpolate(frame, [0, durationInFrames / 2, durationInFrames], [0, 1, 0], { ${CLAMP}, easing: Easing.inOut(Easing.cubic) });`;
    style = 'clipPath: `circle(${cover * 75}% at 50% 50%)`';
    phrase = 'closes a circle of color over the screen and opens it again';
  } else {
    const axis = direction === 'left' || direction === 'right' ? 'X' : 'Y';
    const [from, to] = direction === 'left' || direction === 'top' ? [-100, 100] : [100, -100];
    setup = `const position = interpolate(frame, [0, durationInFrames], [${from}, ${to}], { ${CLAMP}, easing: Easing.inOut(Easing.cubic) });`;
    style = `transform: \`translate${axis}(\${position}%)\``;
    phrase = `sweeps a panel of color across the screen from the ${direction}`;
  }
  const sourceCode = fill(
    [
      'export interface %%id%%Props {',
      '  color?: string;',
      '  durationInFrames?: number;',
      '}',
      '',
      'export default function %%id%%({ color = %%color%%, durationInFrames = %%duration%% }: %%id%%Props) {',
      '  const frame = useCurrentFrame();',
      '  %%setup%%',
      '  return (',
      '    <AbsoluteFill style={{ pointerEvents: "none" }}>',
      '      <AbsoluteFill style={{ backgroundColor: color, %%style%% }} />',
      '    </AbsoluteFill>',
      '  );',
      '}',
      '',
    ],
    { id, color: str(color), duration, setup, style },
  );
  return {
    sourceCode,
    defaultProps: { color, durationInFrames: duration },
    description: `A transition that ${phrase} in ${SECONDS(duration)}; place it over the cut between two scenes.`,
  };
}

function cta(id: string, look: Look, fallback: string): Filled {
  const motion = look.motion ?? 'bounce';
  const direction = look.direction ?? 'bottom';
  const { setup, style } = entrance(motion, direction, look.frames);
  const color = look.color ?? '#ffffff';
  const background = look.background ?? '#101828';
  const accent = look.accent ?? '#ff4d4f';
  const sourceCode = fill(
    [
      'export interface %%id%%Props {',
      '  headline: string;',
      '  buttonText: string;',
      '  color?: string;',
      '  accent?: string;',
      '  background?: string;',
      '}',
      '',
      'export default function %%id%%({ headline, buttonText, color = %%color%%, accent = %%accent%%, background = %%background%% }: %%id%%Props) {',
      '  const frame = useCurrentFrame();',
      '  const { fps } = useVideoConfig();',
      '  %%setup%%',
      '  const button = spring({ frame: frame - %%frames%%, fps, config: { damping: 11 } });',
      '  const pulse = 1 + Math.sin((frame / fps) * Math.PI * 2) * 0.04 * interpolate(frame, [%%pulseFrom%%, %%pulseTo%%], [0, 1], { %%clamp%% });',
      '  return (',
      '    <AbsoluteFill style={{ backgroundColor: background, justifyContent: "center", alignItems: "center", flexDirection: "column", padding: 80 }}>',
      '      <h2 style={{ color, fontFamily: %%font%%, fontSize: %%fontSize%%, fontWeight: %%fontWeight%%, textTransform: %%case%%, textAlign: "center", margin: 0, %%style%% }}>',
      '        {headline}',
      '      </h2>',
      '      <div style={{ marginTop: 48, padding: "24px 56px", borderRadius: 999, backgroundColor: accent, color: background, fontFamily: %%font%%, fontSize: %%buttonSize%%, fontWeight: 700, transform: `scale(${button * pulse})` }}>',
      '        {buttonText}',
      '      </div>',
      '    </AbsoluteFill>',
      '  );',
      '}',
      '',
    ],
    {
      id,
      color: str(color),
      accent: str(accent),
      background: str(background),
      setup,
      style,
      frames: look.frames,
      pulseFrom: look.frames + 10,
      pulseTo: look.frames + 20,
      clamp: CLAMP,
      font: look.font ? str(look.font) : FONT,
      fontSize: look.fontSize,
      fontWeight: look.fontWeight,
      buttonSize: Math.round(look.fontSize / 2),
      case: str(look.uppercase ? 'uppercase' : 'none'),
    },
  );
  const [first, second] = look.quoted;
  return {
    sourceCode,
    defaultProps: { headline: first ?? fallback, buttonText: second ?? look.action, color, accent, background },
    description: `A call to action: the headline ${motionPhrase(motion, direction)}, then a pulsing button pops in.`,
  };
}

function custom(id: string, look: Look, fallback: string): Filled {
  const motion = look.motion ?? 'fade';
  const direction = look.direction ?? 'bottom';
  const { setup, style } = entrance(motion, direction, look.frames);
  const color = look.color ?? '#ffffff';
  const background = look.background ?? '#1f1f1f';
  const accent = look.accent ?? '#4f8cff';
  const sourceCode = fill(
    [
      'export interface %%id%%Props {',
      '  text: string;',
      '  color?: string;',
      '  accent?: string;',
      '  background?: string;',
      '}',
      '',
      'export default function %%id%%({ text, color = %%color%%, accent = %%accent%%, background = %%background%% }: %%id%%Props) {',
      '  const frame = useCurrentFrame();',
      '  %%config%%',
      '  %%setup%%',
      '  const bar = interpolate(frame, [0, %%frames%%], [0, 100], { %%clamp%%, easing: Easing.inOut(Easing.quad) });',
      '  return (',
      '    <AbsoluteFill style={{ backgroundColor: background, justifyContent: "center", alignItems: "center", flexDirection: "column" }}>',
      '      <div style={{ color, fontFamily: %%font%%, fontSize: %%fontSize%%, fontWeight: %%fontWeight%%, textTransform: %%case%%, textAlign: "center", %%style%% }}>',
      '        {text}',
      '      </div>',
      '      <div style={{ marginTop: 32, height: 12, width: `${bar * 0.6}%`, borderRadius: 6, backgroundColor: accent }} />',
      '    </AbsoluteFill>',
      '  );',
      '}',
      '',
    ],
    {
      id,
      color: str(color),
      accent: str(accent),
      background: str(background),
      config: setup.includes('fps') ? 'const { fps } = useVideoConfig();' : '',
      setup,
      style,
      frames: look.frames,
      clamp: CLAMP,
      font: look.font ? str(look.font) : FONT,
      fontSize: look.fontSize,
      fontWeight: look.fontWeight,
      case: str(look.uppercase ? 'uppercase' : 'none'),
    },
  );
  return {
    sourceCode,
    defaultProps: { text: look.quoted[0] ?? fallback, color, accent, background },
    description: `A title card: the text ${motionPhrase(motion, direction)} over ${SECONDS(look.frames)} while an accent bar grows beneath it.`,
  };
}

export function fillTemplate(category: Category, id: string, look: Look, fallbackText: string): Filled {
  switch (category) {
    case 'text':
      return text(id, look, fallbackText);
    case 'stat':
      return stat(id, look, fallbackText);
    case 'transition':
      return transition(id, look);
    case 'cta':
      return cta(id, look, fallbackText);
    case 'custom':
      return custom(id, look, fallbackText);
  }
}
