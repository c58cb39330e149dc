// The scene's slow zoom (the drift: a `scale()` on the component's layer, growing over the scene)
// drawn for less. Plain JavaScript, used by the render child (./sandbox-child.mjs) on trees that
// ./tree-check.mjs has already checked.
//
// takumi fills a transformed box pixel by pixel: a full-frame background inside the scaled layer
// cost about 30 ms of a 45 ms 1080×1920 frame, where the same colour filled without a transform
// costs nearly nothing. A component almost always starts with such a background (an AbsoluteFill
// with a backgroundColor). Scaled by 1 or more about the frame's centre it still covers the whole
// frame, so the frame is the same when that colour is the frame's own background and the box is
// drawn without it: liftBackground does that when it can tell the result is the same, and leaves
// the tree alone otherwise. test/generation/drift.test.ts checks the frames are byte-identical.

const ZERO = new Set([0, '0', '0px', '0%']);
const FULL = new Set(['100%']);
/** an opaque colour: #rgb, #rrggbb, #rrggbbff, rgb(r, g, b) */
const OPAQUE = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|#[0-9a-f]{6}ff|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;
/** style keys that change how the box itself is painted, or where: any of them and the tree is left as it is */
const PAINTS = /^(margin|inset|min|max|aspectRatio|opacity|filter|transform|rotate|scale|translate|clipPath|mask|border|outline|boxShadow|background(?!Color$)|zIndex)/;

/** boxes drawn as their style says (no picture of their own) */
const BOXES = new Set(['div', 'section', 'main', 'article', 'header', 'footer']);

const covers = (s) =>
  s.position === 'absolute' && ZERO.has(s.top) && ZERO.has(s.left) && (ZERO.has(s.right) || FULL.has(s.width)) && (ZERO.has(s.bottom) || FULL.has(s.height)) && (s.width === undefined || FULL.has(s.width)) && (s.height === undefined || FULL.has(s.height));

/** whether any element of the trees sets a z-index (a negative one would be drawn under the lifted box) */
function anyZIndex(nodes) {
  for (const n of nodes) {
    if (!n || typeof n !== 'object') continue;
    if (n.props?.style && n.props.style.zIndex !== undefined) return true;
    const kids = n.props?.children;
    if (kids !== undefined && anyZIndex(Array.isArray(kids) ? kids : [kids])) return true;
  }
  return false;
}

/**
 * For the first drifting layer's checked tree (`nodes`, drawn in a layer that covers the frame and
 * is scaled by 1 or more about its centre): when its first element is a box covering the layer
 * whose only paint is an opaque background colour, answers that colour and the tree with the box
 * drawn without it (a copy: `nodes` is not changed); the caller makes it the frame's background.
 * Otherwise answers undefined.
 */
export function liftBackground(nodes) {
  const first = nodes[0];
  if (!first || typeof first !== 'object' || !BOXES.has(first.type)) return undefined;
  const style = first.props?.style;
  if (!style || typeof style.backgroundColor !== 'string' || !OPAQUE.test(style.backgroundColor.trim())) return undefined;
  if (!covers(style) || Object.keys(style).some((k) => PAINTS.test(k))) return undefined;
  if (anyZIndex(nodes)) return undefined;
  const { backgroundColor, ...rest } = style;
  return { background: backgroundColor, nodes: [{ ...first, props: { ...first.props, style: rest } }, ...nodes.slice(1)] };
}
