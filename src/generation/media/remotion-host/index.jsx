// The Remotion "host" bundle of B-roll rendering, built once per process (see ../remotion.ts).
// It never contains a component of the library: each render hands it the component's compiled
// module text (`moduleCode`, CommonJS from esbuild) as an input prop, evaluated here with the
// allow-listed modules supplied. Without a module it shows the built-in card of the scene's
// category. Captions (phrase cues of the voice-over) are drawn over either.
import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as remotion from 'remotion';
import { AbsoluteFill, Composition, interpolate, registerRoot, spring, useCurrentFrame, useVideoConfig } from 'remotion';

const MODULES = { react: React, 'react/jsx-runtime': jsxRuntime, remotion };
const loaded = new Map();

/** The default export of a compiled component module (module.exports, as esbuild's cjs output writes it). */
function componentOf(code) {
  if (loaded.has(code)) return loaded.get(code);
  const module = { exports: {} };
  const require = (name) => {
    if (!(name in MODULES)) throw new Error(`module "${name}" is not available to components`);
    return MODULES[name];
  };
  // eslint-disable-next-line no-new-func
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  const exported = module.exports.default ?? Object.values(module.exports).find((v) => typeof v === 'function');
  if (typeof exported !== 'function') throw new Error('the component module exports no function component');
  loaded.set(code, exported);
  return exported;
}

const FONT = '"DejaVu Sans", Inter, Helvetica, Arial, sans-serif';

/** The built-in card: the category's layout in the scene's palette, entering and drifting. */
function Card({ category, headline, value, label, button, palette }) {
  const frame = useCurrentFrame();
  const { fps, width, height } = useVideoConfig();
  const unit = Math.min(width, height);
  const enter = spring({ frame, fps, config: { damping: 200 }, durationInFrames: Math.round(fps * 0.6) });
  const rise = (1 - enter) * unit * 0.05;
  const p = palette;
  const text = headline ?? label ?? value ?? '';
  const base = { fontFamily: FONT, fontWeight: 700, textAlign: 'center', margin: 0, opacity: enter, transform: `translateY(${rise}px)` };
  const column = { justifyContent: 'center', alignItems: 'center', padding: unit * 0.1, flexDirection: 'column', gap: unit * 0.05 };
  if (category === 'stat' && value) {
    const digits = /\d/.test(value) ? countUp(value, interpolate(frame, [0, fps], [0, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' })) : value;
    return React.createElement(AbsoluteFill, { style: { ...column, backgroundColor: p.background } }, [
      React.createElement('div', { key: 'v', style: { ...base, color: p.accent, fontSize: unit * 0.22 } }, digits),
      label ? React.createElement('div', { key: 'l', style: { ...base, color: p.text, fontSize: unit * 0.06 } }, label) : null,
    ]);
  }
  if (category === 'cta') {
    return React.createElement(AbsoluteFill, { style: { ...column, backgroundColor: p.background } }, [
      React.createElement('div', { key: 't', style: { ...base, color: p.text, fontSize: unit * 0.07 } }, text),
      React.createElement('div', { key: 'b', style: { ...base, color: p.onAccent, backgroundColor: p.accent, fontSize: unit * 0.055, padding: `${unit * 0.03}px ${unit * 0.06}px`, borderRadius: unit * 0.03, transform: `scale(${0.8 + 0.2 * enter})` } }, button ?? 'Follow for more'),
    ]);
  }
  if (category === 'transition') {
    const wipe = interpolate(frame, [0, fps * 0.4], [0, 100], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
    return React.createElement(AbsoluteFill, { style: { ...column, backgroundColor: p.background } }, [
      React.createElement(AbsoluteFill, { key: 'w', style: { backgroundColor: p.accent, clipPath: `inset(0 ${100 - wipe}% 0 0)` } }),
      React.createElement('div', { key: 't', style: { ...base, color: p.onAccent, fontSize: unit * 0.1, position: 'relative' } }, text),
    ]);
  }
  return React.createElement(AbsoluteFill, { style: { ...column, backgroundColor: p.background, alignItems: 'flex-start' } }, [
    React.createElement('div', { key: 'bar', style: { width: unit * 0.015, height: unit * 0.25 * enter, backgroundColor: p.accent } }),
    React.createElement('div', { key: 't', style: { ...base, textAlign: 'left', color: p.text, fontSize: unit * 0.075 } }, text),
  ]);
}

/** "1,200 people" counting up: the digits of the figure at `t` (0..1) of their value. */
function countUp(value, t) {
  const m = /(\d[\d,]*)(\.\d+)?/.exec(value);
  if (!m) return value;
  const n = Number((m[1] + (m[2] ?? '')).replace(/,/g, ''));
  const decimals = m[2] ? m[2].length - 1 : 0;
  const shown = (n * t).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: m[1].includes(',') });
  return value.slice(0, m.index) + shown + value.slice(m.index + m[0].length);
}

/**
 * Phrase captions, readable on a phone: bold, about 5.5% of the width, white on a dark box,
 * inside the safe area (vertical: above the bottom 22% where the apps put their own controls,
 * and clear of the right-hand buttons), each phrase popping in at its cue.
 */
function Captions({ cues, safe }) {
  const frame = useCurrentFrame();
  const { fps, width, height } = useVideoConfig();
  const t = frame / fps;
  const cue = cues.find((c) => t >= c.start && t < c.end);
  if (!cue) return null;
  const local = (t - cue.start) * fps;
  const pop = spring({ frame: local, fps, config: { damping: 14, stiffness: 180 }, durationInFrames: 8 });
  const unit = Math.min(width, height);
  return React.createElement(
    AbsoluteFill,
    { style: { justifyContent: 'flex-end', alignItems: 'center', paddingBottom: height * safe.bottom, paddingLeft: width * safe.side, paddingRight: width * safe.side } },
    React.createElement(
      'div',
      {
        style: {
          fontFamily: FONT,
          fontWeight: 700,
          fontSize: unit * 0.058,
          lineHeight: 1.25,
          color: '#ffffff',
          backgroundColor: 'rgba(0,0,0,0.78)',
          padding: `${unit * 0.018}px ${unit * 0.035}px`,
          borderRadius: unit * 0.02,
          textAlign: 'center',
          maxWidth: '100%',
          transform: `scale(${0.9 + 0.1 * pop})`,
        },
      },
      cue.text,
    ),
  );
}

/** One scene: the component (or the card) drifting slowly, the captions over it. */
function Scene({ moduleCode, props, card, cues, safe }) {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const Component = moduleCode ? componentOf(moduleCode) : null;
  const drift = interpolate(frame, [0, durationInFrames], [1, 1.05]);
  return React.createElement(AbsoluteFill, { style: { backgroundColor: card?.palette?.background ?? '#000000' } }, [
    React.createElement(
      AbsoluteFill,
      { key: 'c', style: { transform: `scale(${drift})` } },
      Component ? React.createElement(Component, props ?? {}) : React.createElement(Card, card),
    ),
    cues?.length ? React.createElement(Captions, { key: 'cap', cues, safe: safe ?? { bottom: 0.1, side: 0.06 } }) : null,
  ]);
}

const Root = () =>
  React.createElement(Composition, {
    id: 'Scene',
    component: Scene,
    width: 1080,
    height: 1920,
    fps: 30,
    durationInFrames: 30,
    defaultProps: {},
    calculateMetadata: ({ props }) => ({
      width: props.width ?? 1080,
      height: props.height ?? 1920,
      fps: props.fps ?? 30,
      durationInFrames: props.durationInFrames ?? 30,
    }),
  });

registerRoot(Root);
