import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_LENGTH, validateComponentSource } from '../../../src/areas/components/validate.js';
import { componentIdentifier, componentTask } from '../../../src/generation/tasks/component.js';
import { readLook } from '../../../src/generation/tasks/component-look.js';

const CATEGORIES = ['text', 'stat', 'transition', 'cta', 'custom'] as const;

const GOOD = `import type { FC } from 'react';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

export interface TitleProps { title: string }

export const Title: FC<TitleProps> = ({ title }) => {
  const frame = useCurrentFrame();
  const opacity = interpolate(frame, [0, 20], [0, 1], { extrapolateRight: 'clamp' });
  return <AbsoluteFill style={{ opacity }}><h1>{title}</h1></AbsoluteFill>;
};
`;

describe('component source validation (TypeScript compiler API)', () => {
  it('accepts a typed Remotion component that imports only react and remotion', () => {
    expect(validateComponentSource(GOOD)).toEqual({ isValidated: true, warnings: [] });
  });

  it.each([
    ['an empty source', '', 'sourceCode is empty'],
    ['source that does not parse', 'export default function X( { return <div>; }', 'does not parse as TSX: line 1'],
    ['an import outside the allow-list', `import fs from 'fs';\n${GOOD}`, 'imports "fs", outside the allow-list (react, remotion)'],
    ['a require() call', `const cp = require('child_process');\n${GOOD}`, 'imports "child_process"'],
    ['a re-export from elsewhere', `${GOOD}\nexport * from 'lodash';`, 'imports "lodash"'],
    ['a computed dynamic import', `${GOOD}\nconst m = import('fs' + '');`, 'loads a module whose name is computed'],
    ['a browser global', GOOD.replace('const frame', 'const w = window.innerWidth;\n  const frame'), "Cannot find name 'window'"],
    ['a Node global', GOOD.replace('const frame', 'const env = process.env;\n  const frame'), "Cannot find name 'process'"],
    ['untyped props', `export default function X({ a }) { return <div>{a}</div>; }`, "implicitly has an 'any' type"],
    ['a type error', GOOD.replace('[0, 20], [0, 1]', "'0', [0, 1]"), 'does not type-check'],
    ['an unknown remotion API', `import { useMagic } from 'remotion';\n${GOOD}`, "has no exported member 'useMagic'"],
    ['no export', 'const X = () => <div />;', 'exports nothing'],
    ['two exported values', `${GOOD}\nexport const other = 1;`, 'exports 2 values (Title, other)'],
    ['an export that is not a function', 'export const X = 3;', 'is not a function component'],
    ['a component with two parameters', 'export default function X(a: { t: string }, b: number) { return <div>{a.t}{b}</div>; }', 'takes 2 parameters'],
    ['a function that does not render', 'export default function X(p: { a: string }) { return { a: p.a }; }', 'does not return something React can render'],
    ['eval', GOOD.replace('const frame', 'eval("1");\n  const frame'), 'eval and the Function constructor are not allowed'],
    ['an unknown JSX attribute', `export default function X() { return <div dangerouslySetInnerHTML={{ __html: '<b/>' }} />; }`, "'dangerouslySetInnerHTML' does not exist"],
  ])('refuses %s, saying why', (_what, source, why) => {
    const result = validateComponentSource(source);
    expect(result.isValidated).toBe(false);
    expect(result.warnings.join(' | ')).toContain(why);
  });

  it('refuses an oversized source without compiling it', () => {
    const result = validateComponentSource(`${GOOD}\n${'//'.repeat(MAX_SOURCE_LENGTH)}`);
    expect(result).toEqual({ isValidated: false, warnings: [expect.stringContaining(`over the ${MAX_SOURCE_LENGTH} allowed`)] });
  });
});

describe('the local component composer', () => {
  it('makes a component identifier from any name', () => {
    expect(componentIdentifier('Bold headline')).toBe('BoldHeadline');
    expect(componentIdentifier('3 big stats!')).toBe('Component3BigStats');
    expect(componentIdentifier('  ¡¿…  ')).toBe('GeneratedComponent');
    expect(componentIdentifier('café crème')).toBe('CafeCreme');
  });

  it('reads motion, direction, speed, colors, quoted text and figures from the prompt', () => {
    const look = readLook('A bold headline that slides in from the right, fast, white on #112233. "Ship it"');
    expect(look).toMatchObject({ motion: 'slide', direction: 'right', frames: 10, fontWeight: 800, color: '#ffffff', background: '#112233', quoted: ['Ship it'] });
    expect(readLook('Show $1,250.50 revenue growth counting up').figure).toEqual({ value: 1250.5, prefix: '$', suffix: '', decimals: 2, label: 'revenue growth' });
    expect(readLook('40% more signups').figure).toMatchObject({ value: 40, suffix: '%', label: 'more signups' });
    expect(readLook('slow typewriter').motion).toBe('typewriter');
  });

  it('reads what a prompt asks of the look: a solid magenta background, a font family, typing', () => {
    const look = readLook('A quote that types itself on a solid magenta background, white Georgia font');
    expect(look).toMatchObject({ motion: 'typewriter', background: '#ff00ff', color: '#ffffff' });
    expect(look.font).toMatch(/^Georgia,.*serif$/);
    expect(readLook('background is a solid fuchsia').background).toBe('#ff00ff');
    expect(readLook('white text on magenta').background).toBe('#ff00ff');
    expect(readLook('a monospace counter').font).toMatch(/monospace$/);
    expect(readLook('a plain headline').font).toBeUndefined();
    const out = componentTask.local({ name: 'Quote', category: 'text', prompt: 'A quote that types itself on a solid magenta background, white Georgia font' });
    expect(out.sourceCode).toContain('background = "#ff00ff"');
    expect(out.sourceCode).toContain('fontFamily: "Georgia,');
    expect(out.sourceCode).toMatch(/text\.slice\(0, Math\.round\(interpolate\(frame/);
    expect(validateComponentSource(out.sourceCode)).toEqual({ isValidated: true, warnings: [] });
  });

  it.each(CATEGORIES)('writes a %s component that passes validation and fits the prompt', (category) => {
    const out = componentTask.local({ name: 'Launch day', category, prompt: 'Bounces in from the bottom, gold on black. "We launched"' });
    expect(validateComponentSource(out.sourceCode)).toEqual({ isValidated: true, warnings: [] });
    expect(out.sourceCode).toContain('export default function LaunchDay(');
    expect(out.sourceCode).toContain('useCurrentFrame()');
    expect(out.sourceCode).toMatch(/interpolate\(|spring\(/);
    expect(out.sourceCode).toMatch(/^import \{[^}]+\} from "remotion";/);
    expect(out.description).toBeTruthy();
    if (category !== 'transition') expect(Object.values(out.defaultProps ?? {})).toContain('We launched');
    expect(JSON.stringify(out.defaultProps)).toContain(category === 'transition' ? '#ffc107' : '#000000');
  });

  it('is deterministic', () => {
    const input = { name: 'Stat', category: 'stat' as const, prompt: '72% of teams ship weekly' };
    expect(componentTask.local(input)).toEqual(componentTask.local(input));
  });

  it('writes code that validates for any name, category and prompt', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom(...CATEGORIES), fc.string({ maxLength: 400 }), (name, category, prompt) => {
        const out = componentTask.local({ name, category, prompt });
        const result = validateComponentSource(out.sourceCode);
        expect(result.warnings).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('writes code that validates for prompts made of the words it reacts to', () => {
    const words = [
      'fade',
      'slide',
      'bounce',
      'zoom',
      'typewriter',
      'wipe',
      'circle',
      'from',
      'the',
      'left',
      'right',
      'top',
      'bottom',
      'fast',
      'slow',
      'big',
      'small',
      'bold',
      'light',
      'uppercase',
      'white',
      'on',
      'black',
      'red',
      'background',
      '#fff',
      '#0a0b0c',
      '40%',
      '$1,200',
      '3.5x',
      '"Hello"',
      "'quoted words'",
      'subscribe',
      'follow',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 12 }), fc.constantFrom(...CATEGORIES), (picked, category) => {
        const out = componentTask.local({ name: 'Mixed', category, prompt: picked.join(' ') });
        expect(validateComponentSource(out.sourceCode).warnings).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });
});
