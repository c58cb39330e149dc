// What a component's frame may contain, checked in the render child before takumi draws it
// (the tree comes out of QuickJS as JSON: plain data, but written by the component). Elements
// of a fixed set of types, props from a fixed set, style keys outside a fixed set left out, no URL other than a `data:`
// image (nothing is ever fetched; an <img> may also name one of the project's own uploaded images by
// the exact path the API hands out, which the host reads from storage, never by HTTP), bounded text. Anything else stops the render with a reason
// naming what was found; the parent then shows the built-in card.

const BOX = ['div', 'span', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'header', 'footer', 'main', 'article', 'strong', 'em', 'b', 'i', 'small', 'ul', 'ol', 'li', 'br'];
const SVG = ['svg', 'g', 'path', 'circle', 'rect', 'ellipse', 'line', 'polyline', 'polygon', 'defs', 'linearGradient', 'radialGradient', 'stop'];
const ELEMENT_TYPES = new Set([...BOX, 'img', ...SVG]);

const SVG_PROPS = [
  'width',
  'height',
  'viewBox',
  'fill',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeDasharray',
  'strokeDashoffset',
  'fillOpacity',
  'strokeOpacity',
  'opacity',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
  'transform',
  'offset',
  'stopColor',
  'stopOpacity',
  'gradientUnits',
  'gradientTransform',
  'id',
  'xmlns',
  'preserveAspectRatio',
];
const PROPS = new Set(['style', 'className', 'id', 'role', 'title', 'alt', 'src', ...SVG_PROPS]);

const STYLE_KEYS = new Set(
  (
    'display position top right bottom left inset zIndex width height minWidth minHeight maxWidth maxHeight aspectRatio boxSizing ' +
    'margin marginTop marginRight marginBottom marginLeft padding paddingTop paddingRight paddingBottom paddingLeft ' +
    'flex flexDirection flexWrap flexGrow flexShrink flexBasis justifyContent alignItems alignSelf alignContent gap rowGap columnGap order ' +
    'gridTemplateColumns gridTemplateRows gridColumn gridRow gridAutoFlow gridAutoColumns gridAutoRows ' +
    'overflow overflowX overflowY objectFit objectPosition ' +
    'color opacity background backgroundColor backgroundImage backgroundSize backgroundPosition backgroundRepeat backgroundClip ' +
    'border borderWidth borderStyle borderColor borderTop borderRight borderBottom borderLeft borderTopWidth borderRightWidth borderBottomWidth borderLeftWidth ' +
    'borderTopColor borderRightColor borderBottomColor borderLeftColor borderRadius borderTopLeftRadius borderTopRightRadius borderBottomLeftRadius borderBottomRightRadius ' +
    'outline outlineColor outlineWidth outlineOffset outlineStyle boxShadow textShadow filter ' +
    'transform transformOrigin rotate scale translate clipPath mask maskImage ' +
    'fontFamily fontSize fontWeight fontStyle fontVariantNumeric lineHeight letterSpacing wordSpacing textAlign textTransform textDecoration ' +
    'textDecorationColor textDecorationLine textOverflow whiteSpace wordBreak overflowWrap lineClamp WebkitLineClamp textWrap verticalAlign fill stroke strokeWidth'
  ).split(' '),
);

const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml|avif)[;,]/i;
/**
 * An image uploaded to a post, exactly as a post's `imageUrl` names it (`/media/images/<uuid>.<ext>`,
 * lowercase, nothing before or after): no other path, host, scheme, encoding or `..` passes. Whether
 * it is the rendering owner's image is the host's question (takumi.ts), asked before it is drawn.
 */
export const OWN_IMAGE = /^\/media\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;
/** a url( ... ) anywhere in a style value: only data: images pass */
const URL_FN = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

function fail(owner, what) {
  throw new Error(`${owner} drew ${what}`);
}

function checkValue(owner, key, value, limits) {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(owner, `a style ${key} that is not a finite number`);
    if (key === 'fontSize' && Math.abs(value) > limits.maxFontSize) fail(owner, `text of ${value} px, over ${limits.maxFontSize} px`);
    return value;
  }
  if (typeof value !== 'string') fail(owner, `a style ${key} that is neither a string nor a number`);
  if (value.length > 2000) fail(owner, `a style ${key} of ${value.length} characters`);
  for (const m of value.matchAll(URL_FN)) if (!DATA_IMAGE.test(m[2])) fail(owner, `a style ${key} with a URL other than a data: image (${m[2].slice(0, 80)})`);
  if (/\b(image-set|src)\(/i.test(value) || /(^|[^-\w])(https?|ftp|file|ws|wss):/i.test(value)) fail(owner, `a style ${key} naming a URL`);
  if (key === 'fontSize') {
    const px = /^(-?[\d.]+)px$/.exec(value.trim());
    if (px && Math.abs(Number(px[1])) > limits.maxFontSize) fail(owner, `text of ${px[1]} px, over ${limits.maxFontSize} px`);
  }
  return value;
}

/**
 * Checks one frame's elements (the dialect's output: strings and { type, props } objects) and
 * returns them as they will be drawn. `limits`: maxElements, maxTextChars, maxFontSize. With
 * `ownImages` (a Set), an <img> may name an OWN_IMAGE path, which is added to it for the host to
 * resolve before the frame is drawn; without it only `data:` images pass.
 */
export function checkTree(nodes, limits, owner, ownImages) {
  const budget = { elements: 0, text: 0 };
  const walk = (node, depth) => {
    if (typeof node === 'string') {
      budget.text += node.length;
      if (budget.text > limits.maxTextChars) fail(owner, `more than ${limits.maxTextChars} characters of text in one frame`);
      return node;
    }
    if (!node || typeof node !== 'object' || Array.isArray(node)) fail(owner, 'something that is not an element');
    if (depth > 200) fail(owner, 'elements nested deeper than 200 levels');
    if (++budget.elements > limits.maxElements) fail(owner, `more than ${limits.maxElements} elements in one frame`);
    const type = node.type;
    if (typeof type !== 'string' || !ELEMENT_TYPES.has(type)) fail(owner, `a <${String(type).slice(0, 40)}> element, which is not allowed (allowed: ${[...ELEMENT_TYPES].join(', ')})`);
    const props = {};
    for (const [key, value] of Object.entries(node.props ?? {})) {
      if (key === 'children' || key === 'xmlns') continue;
      if (!PROPS.has(key) && !/^(data|aria)-/.test(key)) fail(owner, `a <${type}> with the attribute "${key.slice(0, 40)}", which is not allowed`);
      if (key === 'style') {
        if (!value || typeof value !== 'object' || Array.isArray(value)) fail(owner, `a <${type}> whose style is not an object`);
        const style = {};
        for (const [k, v] of Object.entries(value)) {
          if (v === null || v === undefined) continue;
          // a value is checked whatever its key (no URL slips through); a key outside the set is then left out
          const checked = checkValue(owner, k, v, limits);
          if (STYLE_KEYS.has(k)) style[k] = checked;
        }
        props.style = style;
      } else if (key === 'src') {
        if (type !== 'img') fail(owner, `a <${type}> with a src`);
        if (typeof value === 'string' && ownImages && OWN_IMAGE.test(value)) ownImages.add(value);
        else if (typeof value !== 'string' || !DATA_IMAGE.test(value)) fail(owner, `an image whose source is not a data: image${ownImages ? ' or /media/images/<uuid>.<ext>' : ''} (${String(value).slice(0, 80)})`);
        props.src = value;
      } else if (value !== null && value !== undefined) {
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') fail(owner, `a <${type}> whose "${key}" is not a plain value`);
        if (typeof value === 'string') {
          if (value.length > 20000) fail(owner, `a <${type}> whose "${key}" is ${value.length} characters long`);
          if (/url\(|(^|[^-\w])(https?|ftp|file|ws|wss):/i.test(value)) fail(owner, `a <${type}> whose "${key}" names a URL`);
        }
        props[key] = value;
      }
    }
    const kids = node.props?.children;
    if (kids !== undefined) {
      const list = Array.isArray(kids) ? kids : [kids];
      props.children = list.filter((c) => c !== null && c !== undefined && c !== false).map((c) => walk(typeof c === 'number' ? String(c) : c, depth + 1));
    }
    if (type === 'img' && !props.src) fail(owner, 'an image without a source');
    return { type, props };
  };
  return nodes.map((n) => walk(n, 0));
}
