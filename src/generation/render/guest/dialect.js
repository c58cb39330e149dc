// The component dialect's runtime: evaluated inside QuickJS before a component, never in Node.
// Plain JavaScript (ES2020), no imports: it defines `globalThis.__dialect` with the modules a
// component may import (`react`, `react/jsx-runtime`, `remotion`) and `__dialect.renderFrame`,
// which resolves the component to a tree of plain elements ({ type, props }) for one frame.
// Its exported names are exactly the validator's declarations (../dialect.ts): a test compares.
(function () {
  'use strict';
  var FRAGMENT = '#fragment';
  var state = { frame: 0, offset: 0, config: { id: 'Scene', width: 1080, height: 1920, fps: 30, durationInFrames: 30 }, elements: 0, maxElements: 20000 };

  function createElement(type, props) {
    var p = {};
    if (props) for (var k in props) if (k !== 'key' && k !== 'ref') p[k] = props[k];
    if (arguments.length > 3) p.children = Array.prototype.slice.call(arguments, 2);
    else if (arguments.length === 3) p.children = arguments[2];
    return { type: type, props: p, key: props && props.key != null ? props.key : null };
  }
  function jsx(type, props, key) {
    var p = {};
    if (props) for (var k in props) if (k !== 'key' && k !== 'ref') p[k] = props[k];
    return { type: type, props: p, key: key == null ? null : key };
  }
  var noop = function () {};
  var react = {
    createElement: createElement,
    Fragment: FRAGMENT,
    useState: function (initial) {
      return [typeof initial === 'function' ? initial() : initial, noop];
    },
    useMemo: function (factory) {
      return factory();
    },
    useCallback: function (callback) {
      return callback;
    },
    useRef: function (initial) {
      return { current: initial === undefined ? null : initial };
    },
    useEffect: noop,
    useLayoutEffect: noop,
  };
  react.default = react;

  // --- the remotion subset: same results as Remotion 4's documented functions
  function useCurrentFrame() {
    return state.frame - state.offset;
  }
  function useVideoConfig() {
    var c = state.config;
    return { id: c.id, width: c.width, height: c.height, fps: c.fps, durationInFrames: c.durationInFrames };
  }

  function interpolateSegment(input, inputRange, outputRange, options) {
    var easing =
      options.easing ||
      function (t) {
        return t;
      };
    var left = options.extrapolateLeft || 'extend';
    var right = options.extrapolateRight || 'extend';
    var inputMin = inputRange[0],
      inputMax = inputRange[1],
      outputMin = outputRange[0],
      outputMax = outputRange[1];
    var result = input;
    if (result < inputMin) {
      if (left === 'identity') return result;
      if (left === 'clamp') result = inputMin;
      else if (left === 'wrap') {
        var r1 = inputMax - inputMin;
        result = ((((result - inputMin) % r1) + r1) % r1) + inputMin;
      }
    }
    if (result > inputMax) {
      if (right === 'identity') return result;
      if (right === 'clamp') result = inputMax;
      else if (right === 'wrap') {
        var r2 = inputMax - inputMin;
        result = ((((result - inputMin) % r2) + r2) % r2) + inputMin;
      }
    }
    if (outputMin === outputMax) return outputMin;
    result = (result - inputMin) / (inputMax - inputMin);
    result = easing(result);
    return result * (outputMax - outputMin) + outputMin;
  }
  function interpolate(input, inputRange, outputRange, options) {
    if (inputRange.length !== outputRange.length) throw new Error(`inputRange (${inputRange.length}) and outputRange (${outputRange.length}) must have the same length`);
    if (inputRange.length < 2) throw new Error('inputRange must have at least 2 elements');
    for (var i = 1; i < inputRange.length; i++) if (!(inputRange[i] > inputRange[i - 1])) throw new Error('inputRange must be strictly monotonically increasing');
    if (typeof input !== 'number' || input !== input) throw new Error('interpolate: input must be a number');
    var range = 1;
    for (range = 1; range < inputRange.length - 1; ++range) if (inputRange[range] >= input) break;
    range -= 1;
    return interpolateSegment(input, [inputRange[range], inputRange[range + 1]], [outputRange[range], outputRange[range + 1]], options || {});
  }

  function bezier(x1, y1, x2, y2) {
    var A = function (a1, a2) {
      return 1 - 3 * a2 + 3 * a1;
    };
    var B = function (a1, a2) {
      return 3 * a2 - 6 * a1;
    };
    var C = function (a1) {
      return 3 * a1;
    };
    var calc = function (t, a1, a2) {
      return ((A(a1, a2) * t + B(a1, a2)) * t + C(a1)) * t;
    };
    var slope = function (t, a1, a2) {
      return 3 * A(a1, a2) * t * t + 2 * B(a1, a2) * t + C(a1);
    };
    if (x1 === y1 && x2 === y2)
      return function (t) {
        return t;
      };
    var samples = [];
    for (var i = 0; i < 11; ++i) samples[i] = calc(i * 0.1, x1, x2);
    function tForX(x) {
      var start = 0,
        current = 1;
      for (; current !== 10 && samples[current] <= x; ++current) start += 0.1;
      --current;
      var dist = (x - samples[current]) / (samples[current + 1] - samples[current]);
      var guess = start + dist * 0.1;
      var s = slope(guess, x1, x2);
      if (s >= 0.001) {
        for (var n = 0; n < 4; ++n) {
          var sl = slope(guess, x1, x2);
          if (sl === 0) return guess;
          guess -= (calc(guess, x1, x2) - x) / sl;
        }
        return guess;
      }
      if (s === 0) return guess;
      var a = start,
        b = start + 0.1,
        t,
        cx,
        k = 0;
      do {
        t = a + (b - a) / 2;
        cx = calc(t, x1, x2) - x;
        if (cx > 0) b = t;
        else a = t;
      } while (Math.abs(cx) > 1e-7 && ++k < 10);
      return t;
    }
    return function (x) {
      if (x === 0 || x === 1) return x;
      return calc(tForX(x), y1, y2);
    };
  }
  var Easing = {
    linear: function (t) {
      return t;
    },
    ease: function (t) {
      return bezier(0.42, 0, 1, 1)(t);
    },
    quad: function (t) {
      return t * t;
    },
    cubic: function (t) {
      return t * t * t;
    },
    poly: function (n) {
      return function (t) {
        return Math.pow(t, n);
      };
    },
    sin: function (t) {
      return 1 - Math.cos((t * Math.PI) / 2);
    },
    circle: function (t) {
      return 1 - Math.sqrt(1 - t * t);
    },
    exp: function (t) {
      return Math.pow(2, 10 * (t - 1));
    },
    elastic: function (bounciness) {
      var p = (bounciness === undefined ? 1 : bounciness) * Math.PI;
      return function (t) {
        return 1 - Math.pow(Math.cos((t * Math.PI) / 2), 3) * Math.cos(t * p);
      };
    },
    back: function (s) {
      if (s === undefined) s = 1.70158;
      return function (t) {
        return t * t * ((s + 1) * t - s);
      };
    },
    bounce: function (t) {
      if (t < 1 / 2.75) return 7.5625 * t * t;
      if (t < 2 / 2.75) {
        var a = t - 1.5 / 2.75;
        return 7.5625 * a * a + 0.75;
      }
      if (t < 2.5 / 2.75) {
        var b = t - 2.25 / 2.75;
        return 7.5625 * b * b + 0.9375;
      }
      var c = t - 2.625 / 2.75;
      return 7.5625 * c * c + 0.984375;
    },
    bezier: bezier,
    in: function (easing) {
      return easing;
    },
    out: function (easing) {
      return function (t) {
        return 1 - easing(1 - t);
      };
    },
    inOut: function (easing) {
      return function (t) {
        return t < 0.5 ? easing(t * 2) / 2 : 1 - easing((1 - t) * 2) / 2;
      };
    },
  };

  function advance(animation, now, config) {
    var deltaTime = Math.min(now - animation.lastTimestamp, 64);
    var c = config.damping,
      m = config.mass,
      k = config.stiffness;
    var v0 = -animation.velocity,
      x0 = animation.toValue - animation.current;
    var zeta = c / (2 * Math.sqrt(k * m)),
      omega0 = Math.sqrt(k / m),
      omega1 = omega0 * Math.sqrt(1 - zeta * zeta);
    var t = deltaTime / 1000;
    var sin1 = Math.sin(omega1 * t),
      cos1 = Math.cos(omega1 * t);
    var envelope = Math.exp(-zeta * omega0 * t);
    var frag = envelope * (sin1 * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos1);
    var underPos = animation.toValue - frag;
    var underVel = zeta * omega0 * frag - envelope * (cos1 * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin1);
    var critEnv = Math.exp(-omega0 * t);
    var critPos = animation.toValue - critEnv * (x0 + (v0 + omega0 * x0) * t);
    var critVel = critEnv * (v0 * (t * omega0 - 1) + t * x0 * omega0 * omega0);
    return { toValue: animation.toValue, lastTimestamp: now, current: zeta < 1 ? underPos : critPos, velocity: zeta < 1 ? underVel : critVel };
  }
  function springCalculation(frame, fps, config) {
    var animation = { lastTimestamp: 0, current: 0, toValue: 1, velocity: 0 };
    var clamped = Math.max(0, frame);
    var uneven = clamped % 1;
    for (var f = 0; f <= Math.floor(clamped); f++) {
      if (f === Math.floor(clamped)) f += uneven;
      animation = advance(animation, (f / fps) * 1000, config);
    }
    return animation;
  }
  function springConfig(config) {
    config = config || {};
    return { damping: config.damping === undefined ? 10 : config.damping, mass: config.mass === undefined ? 1 : config.mass, stiffness: config.stiffness === undefined ? 100 : config.stiffness, overshootClamping: !!config.overshootClamping };
  }
  function measureSpring(fps, config, threshold) {
    if (threshold === undefined) threshold = 0.005;
    var frame = 0,
      finished = 0;
    var diff = function () {
      return Math.abs(springCalculation(frame, fps, config).current - 1);
    };
    var d = diff();
    while (d >= threshold) {
      frame++;
      d = diff();
      if (frame > 100000) break;
    }
    finished = frame;
    for (var i = 0; i < 20; i++) {
      frame++;
      d = diff();
      if (d >= threshold) {
        i = 0;
        finished = frame + 1;
      }
    }
    return finished;
  }
  function spring(o) {
    var config = springConfig(o.config);
    var from = o.from === undefined ? 0 : o.from,
      to = o.to === undefined ? 1 : o.to,
      delay = o.delay || 0;
    var natural = o.reverse || o.durationInFrames !== undefined ? measureSpring(o.fps, config, o.durationRestThreshold) : undefined;
    var reversed = o.reverse ? (o.durationInFrames === undefined ? natural : o.durationInFrames) - o.frame : o.frame;
    var delayed = reversed + (o.reverse ? delay : -delay);
    var duration = o.durationInFrames === undefined ? delayed : delayed / (o.durationInFrames / natural);
    if (o.durationInFrames && delayed > o.durationInFrames) return to;
    var current = springCalculation(duration, o.fps, config).current;
    var inner = config.overshootClamping ? (to >= from ? Math.min(current, to) : Math.max(current, to)) : current;
    return from === 0 && to === 1 ? inner : interpolate(inner, [0, 1], [from, to]);
  }

  var NAMED = {
    transparent: [0, 0, 0, 0],
    black: [0, 0, 0, 1],
    white: [255, 255, 255, 1],
    red: [255, 0, 0, 1],
    green: [0, 128, 0, 1],
    blue: [0, 0, 255, 1],
    yellow: [255, 255, 0, 1],
    orange: [255, 165, 0, 1],
    purple: [128, 0, 128, 1],
    gray: [128, 128, 128, 1],
    grey: [128, 128, 128, 1],
    pink: [255, 192, 203, 1],
    teal: [0, 128, 128, 1],
    navy: [0, 0, 128, 1],
    magenta: [255, 0, 255, 1],
    cyan: [0, 255, 255, 1],
  };
  function parseColor(color) {
    var s = String(color).trim().toLowerCase();
    if (NAMED[s]) return NAMED[s].slice();
    var m = /^#([0-9a-f]{3,8})$/.exec(s);
    if (m) {
      var h = m[1];
      if (h.length === 3 || h.length === 4)
        h = h
          .split('')
          .map(function (c) {
            return c + c;
          })
          .join('');
      if (h.length !== 6 && h.length !== 8) throw new Error(`invalid color: ${color}`);
      return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16), h.length === 8 ? parseInt(h.slice(6, 8), 16) / 255 : 1];
    }
    m = /^rgba?\(([^)]+)\)$/.exec(s);
    if (m) {
      var p = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(parseFloat);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    }
    m = /^hsla?\(([^)]+)\)$/.exec(s);
    if (m) {
      var q = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(parseFloat);
      var hh = (((q[0] % 360) + 360) % 360) / 360,
        ss = q[1] / 100,
        ll = q[2] / 100;
      var f = function (n) {
        var k = (n + hh * 12) % 12;
        var a = ss * Math.min(ll, 1 - ll);
        return Math.round(255 * (ll - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
      };
      return [f(0), f(8), f(4), q.length > 3 ? q[3] : 1];
    }
    throw new Error(`invalid color: ${color}`);
  }
  function interpolateColors(input, inputRange, outputRange) {
    var colors = outputRange.map(parseColor);
    var channel = function (i) {
      return interpolate(
        input,
        inputRange,
        colors.map(function (c) {
          return c[i];
        }),
        { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' },
      );
    };
    return `rgba(${Math.round(channel(0))}, ${Math.round(channel(1))}, ${Math.round(channel(2))}, ${channel(3)})`;
  }

  function mulberry32(a) {
    var t = a + 0x6d2b79f5;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  function hashCode(str) {
    var hash = 0;
    for (var i = 0; i < str.length; i++) {
      hash = (hash << 5) - hash + str.charCodeAt(i);
      hash |= 0;
    }
    return hash;
  }
  function random(seed) {
    if (seed === null) return Math.random();
    if (typeof seed === 'string') return mulberry32(hashCode(seed));
    if (typeof seed === 'number') return mulberry32(seed * 10000000000);
    throw new Error('random: the seed must be a string, a number or null');
  }

  var FILL = { position: 'absolute', top: 0, left: 0, right: 0, bottom: 0, width: '100%', height: '100%', display: 'flex', flexDirection: 'column' };
  function merge(a, b) {
    var o = {};
    var k;
    for (k in a) o[k] = a[k];
    if (b) for (k in b) o[k] = b[k];
    return o;
  }
  function AbsoluteFill(props) {
    return { type: 'div', props: { style: merge(FILL, props.style), children: props.children } };
  }
  function Sequence(props) {
    return { type: SEQUENCE, props: props };
  }
  var SEQUENCE = '#sequence';
  function Img(props) {
    return { type: 'img', props: { src: props.src, style: props.style } };
  }

  var remotion = { useCurrentFrame: useCurrentFrame, useVideoConfig: useVideoConfig, interpolate: interpolate, interpolateColors: interpolateColors, spring: spring, Easing: Easing, AbsoluteFill: AbsoluteFill, Sequence: Sequence, random: random, Img: Img };
  var jsxRuntime = { jsx: jsx, jsxs: jsx, Fragment: FRAGMENT };

  // --- Intl is missing in QuickJS: the en-US number formatting the templates use
  var plainToLocale = Number.prototype.toLocaleString;
  Number.prototype.toLocaleString = function (_locale, options) {
    var n = Number(this);
    if (!isFinite(n)) return plainToLocale.call(n);
    options = options || {};
    var min = options.minimumFractionDigits === undefined ? 0 : options.minimumFractionDigits;
    var max = options.maximumFractionDigits === undefined ? Math.max(min, 3) : Math.max(min, options.maximumFractionDigits);
    var fixed = Math.abs(n).toFixed(Math.min(20, max));
    var parts = fixed.split('.');
    var frac = (parts[1] || '').replace(/0+$/, '');
    while (frac.length < min) frac += '0';
    var whole = options.useGrouping === false ? parts[0] : parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (n < 0 && Number(fixed) !== 0 ? '-' : '') + whole + (frac ? `.${frac}` : '');
  };

  // --- resolution: function components called, fragments and sequences flattened, plain data out
  function resolve(node, depth) {
    if (depth > 200) throw new Error('the element tree is nested deeper than 200 levels');
    if (node === null || node === undefined || typeof node === 'boolean') return [];
    if (typeof node === 'string') return [node];
    if (typeof node === 'number' || typeof node === 'bigint') return [String(node)];
    if (Array.isArray(node)) {
      var all = [];
      for (var i = 0; i < node.length; i++) {
        var r = resolve(node[i], depth + 1);
        for (var j = 0; j < r.length; j++) all.push(r[j]);
      }
      return all;
    }
    if (typeof node !== 'object') return [];
    var type = node.type,
      props = node.props || {};
    if (type === FRAGMENT) return resolve(props.children, depth + 1);
    if (type === SEQUENCE) {
      var from = props.from || 0,
        duration = props.durationInFrames === undefined ? Infinity : props.durationInFrames;
      var local = useCurrentFrame();
      if (local < from || local >= from + duration) return [];
      state.offset += from;
      try {
        var inner = resolve(props.children, depth + 1);
        return props.layout === 'none' ? inner : [{ type: 'div', props: { style: merge(FILL, props.style), children: inner } }];
      } finally {
        state.offset -= from;
      }
    }
    if (typeof type === 'function') return resolve(type(props), depth + 1);
    if (typeof type !== 'string') throw new Error('an element has a type that is neither a tag nor a component');
    if (++state.elements > state.maxElements) throw new Error(`the component drew more than ${state.maxElements} elements in one frame`);
    var out = {};
    for (var k in props) if (k !== 'children') out[k] = props[k];
    var kids = resolve(props.children, depth + 1);
    if (kids.length) out.children = kids;
    return [{ type: type, props: out }];
  }

  var component = null;
  var componentProps = {};
  globalThis.__dialect = {
    modules: { react: react, 'react/jsx-runtime': jsxRuntime, remotion: remotion },
    setComponent: function (fn, props) {
      component = fn;
      componentProps = props || {};
    },
    configure: function (config, maxElements) {
      state.config = config;
      state.maxElements = maxElements;
    },
    renderFrame: function (frame) {
      state.frame = frame;
      state.offset = 0;
      state.elements = 0;
      var tree = resolve({ type: component, props: componentProps }, 0);
      return JSON.stringify(tree);
    },
  };
})();
