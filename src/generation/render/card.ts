import type { CardContent } from './scene-renderer.js';

/**
 * The built-in card as a dialect component: the category's layout in the scene's palette,
 * entering and drifting (what the Remotion host drew before, frame for frame). It renders in the
 * same sandbox as any component; it is the scene's picture when there is no component or when
 * the component fails.
 */
export const CARD_SOURCE = `
import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from "remotion";

const FONT = '"DejaVu Sans", Inter, Helvetica, Arial, sans-serif';

function countUp(value: string, t: number): string {
  const m = /(\\d[\\d,]*)(\\.\\d+)?/.exec(value);
  if (!m) return value;
  const n = Number((m[1] + (m[2] ?? "")).replace(/,/g, ""));
  const decimals = m[2] ? m[2].length - 1 : 0;
  const shown = (n * t).toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: m[1].includes(",") });
  return value.slice(0, m.index) + shown + value.slice(m.index + m[0].length);
}

interface CardProps {
  category: string;
  headline?: string;
  value?: string;
  label?: string;
  button?: string;
  palette: { background: string; text: string; accent: string; onAccent: string };
  font?: string;
}

export default function Card({ category, headline, value, label, button, palette, font }: CardProps) {
  const frame = useCurrentFrame();
  const { fps, width, height } = useVideoConfig();
  const unit = Math.min(width, height);
  const enter = spring({ frame, fps, config: { damping: 200 }, durationInFrames: Math.round(fps * 0.6) });
  const rise = (1 - enter) * unit * 0.05;
  const p = palette;
  const text = headline ?? label ?? value ?? "";
  const base = { fontFamily: font ? \`"\${font}", \${FONT}\` : FONT, fontWeight: 700, textAlign: "center", margin: 0, opacity: enter, transform: \`translateY(\${rise}px)\` };
  const column = { justifyContent: "center", alignItems: "center", padding: unit * 0.1, flexDirection: "column", gap: unit * 0.05 };
  if (category === "stat" && value) {
    const digits = /\\d/.test(value) ? countUp(value, interpolate(frame, [0, fps], [0, 1], { extrapolateLeft: "clamp", extrapolateRight: "clamp" })) : value;
    return (
      <AbsoluteFill style={{ ...column, backgroundColor: p.background }}>
        <div style={{ ...base, color: p.accent, fontSize: unit * 0.22 }}>{digits}</div>
        {label ? <div style={{ ...base, color: p.text, fontSize: unit * 0.06 }}>{label}</div> : null}
      </AbsoluteFill>
    );
  }
  if (category === "cta") {
    return (
      <AbsoluteFill style={{ ...column, backgroundColor: p.background }}>
        <div style={{ ...base, color: p.text, fontSize: unit * 0.07 }}>{text}</div>
        <div style={{ ...base, color: p.onAccent, backgroundColor: p.accent, fontSize: unit * 0.055, padding: \`\${unit * 0.03}px \${unit * 0.06}px\`, borderRadius: unit * 0.03, transform: \`scale(\${0.8 + 0.2 * enter})\` }}>{button ?? "Follow for more"}</div>
      </AbsoluteFill>
    );
  }
  if (category === "transition") {
    const wipe = interpolate(frame, [0, fps * 0.4], [0, 100], { extrapolateLeft: "clamp", extrapolateRight: "clamp" });
    return (
      <AbsoluteFill style={{ ...column, backgroundColor: p.background }}>
        <AbsoluteFill style={{ backgroundColor: p.accent, clipPath: \`inset(0 \${100 - wipe}% 0 0)\` }} />
        <div style={{ ...base, color: p.onAccent, fontSize: unit * 0.1, position: "relative" }}>{text}</div>
      </AbsoluteFill>
    );
  }
  return (
    <AbsoluteFill style={{ ...column, backgroundColor: p.background, alignItems: "flex-start" }}>
      <div style={{ width: unit * 0.015, height: unit * 0.25 * enter, backgroundColor: p.accent }} />
      <div style={{ ...base, textAlign: "left", color: p.text, fontSize: unit * 0.075 }}>{text}</div>
    </AbsoluteFill>
  );
}
`;

/** The card component's props for a scene's card content. */
export function cardProps(card: CardContent): Record<string, unknown> {
  const { category, headline, value, label, button, palette, fontFamily } = card;
  return { category, headline, value, label, button, palette: { background: palette.background, text: palette.text, accent: palette.accent, onAccent: palette.background }, ...(fontFamily ? { font: fontFamily } : {}) };
}
