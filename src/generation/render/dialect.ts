/**
 * The component dialect, declared once: the modules a component may import (`react`,
 * `react/jsx-runtime`, `remotion`) and each value they export, with its TypeScript declaration.
 * The validator's ambient declarations (src/areas/components/ambient.ts) are generated from this
 * table, and the runtime evaluated inside QuickJS (./guest/dialect.js) exports exactly these
 * names (the golden test, test/generation/golden.test.ts, compares them in the sandbox): what type-checks
 * is what renders. `remotion` is the name stored components import; the module is ours.
 */
export interface DialectModule {
  /** type declarations the values refer to (not values: nothing at run time) */
  types: string;
  /** exported value name → its declaration */
  values: Record<string, string>;
}

const REACT_TYPES = `
  export type Key = string | number;
  export interface ReactElement<P = unknown> { type: unknown; props: P; key: Key | null }
  export type ReactNode = ReactElement | string | number | bigint | boolean | null | undefined | Iterable<ReactNode>;
  export type PropsWithChildren<P = unknown> = P & { children?: ReactNode };
  export type FC<P = {}> = (props: P) => ReactNode;
  export type FunctionComponent<P = {}> = FC<P>;
  export type ComponentProps<T> = T extends (props: infer P) => unknown ? P : never;
  export type CSSProperties = { [property: string]: string | number | undefined };
  export type Dispatch<A> = (value: A) => void;
  export type SetStateAction<S> = S | ((previous: S) => S);
  export interface MutableRefObject<T> { current: T }
  export interface RefObject<T> { readonly current: T | null }
  interface HtmlProps {
    key?: Key;
    children?: ReactNode;
    style?: CSSProperties;
    className?: string;
    id?: string;
    role?: string;
    title?: string;
    src?: string;
    alt?: string;
    width?: number | string;
    height?: number | string;
    viewBox?: string;
    fill?: string;
    stroke?: string;
    strokeWidth?: number | string;
    d?: string;
    cx?: number | string;
    cy?: number | string;
    r?: number | string;
    x?: number | string;
    y?: number | string;
    [attribute: \`data-\${string}\` | \`aria-\${string}\`]: string | number | boolean | undefined;
  }
  export namespace JSX {
    type ElementType = string | ((props: any) => ReactNode);
    interface Element extends ReactElement<any> {}
    interface ElementChildrenAttribute { children: {} }
    interface IntrinsicAttributes { key?: Key }
    interface IntrinsicElements { [tag: string]: HtmlProps }
  }`;

const HOOKS: Record<string, string> = {
  useState: 'export function useState<S>(initial: S | (() => S)): [S, Dispatch<SetStateAction<S>>];',
  useMemo: 'export function useMemo<T>(factory: () => T, deps: readonly unknown[]): T;',
  useCallback: 'export function useCallback<T extends (...args: never[]) => unknown>(callback: T, deps: readonly unknown[]): T;',
  useEffect: 'export function useEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void;',
  useLayoutEffect: 'export function useLayoutEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void;',
  useRef: 'export function useRef<T>(initial: T): MutableRefObject<T>;\n  export function useRef<T>(initial: T | null): RefObject<T>;',
  Fragment: 'export const Fragment: (props: { children?: ReactNode; key?: Key }) => ReactNode;',
  createElement: 'export function createElement(type: unknown, props?: unknown, ...children: ReactNode[]): ReactElement;',
};

export const DIALECT: Record<'react' | 'react/jsx-runtime' | 'remotion', DialectModule> = {
  react: {
    types: REACT_TYPES,
    values: {
      ...HOOKS,
      default: `const React: { ${Object.keys(HOOKS)
        .map((k) => `${k}: typeof ${k}`)
        .join('; ')} };\n  export default React;`,
    },
  },
  'react/jsx-runtime': {
    types: `
  import type { JSX as ReactJSX, ReactElement } from 'react';
  export namespace JSX {
    type ElementType = ReactJSX.ElementType;
    interface Element extends ReactJSX.Element {}
    interface ElementChildrenAttribute extends ReactJSX.ElementChildrenAttribute {}
    interface IntrinsicAttributes extends ReactJSX.IntrinsicAttributes {}
    interface IntrinsicElements extends ReactJSX.IntrinsicElements {}
  }`,
    values: {
      jsx: 'export function jsx(type: unknown, props: unknown, key?: unknown): ReactElement;',
      jsxs: 'export function jsxs(type: unknown, props: unknown, key?: unknown): ReactElement;',
      Fragment: 'export const Fragment: unknown;',
    },
  },
  remotion: {
    types: `
  import type { CSSProperties, ReactNode } from 'react';
  export type ExtrapolateType = 'extend' | 'identity' | 'clamp' | 'wrap';
  export type EasingFunction = (t: number) => number;
  export interface InterpolateOptions { easing?: EasingFunction; extrapolateLeft?: ExtrapolateType; extrapolateRight?: ExtrapolateType }
  export interface SpringConfig { damping: number; mass: number; stiffness: number; overshootClamping: boolean }
  export interface VideoConfig { id: string; width: number; height: number; fps: number; durationInFrames: number }`,
    values: {
      useCurrentFrame: 'export function useCurrentFrame(): number;',
      useVideoConfig: 'export function useVideoConfig(): VideoConfig;',
      interpolate: 'export function interpolate(input: number, inputRange: readonly number[], outputRange: readonly number[], options?: InterpolateOptions): number;',
      interpolateColors: 'export function interpolateColors(input: number, inputRange: readonly number[], outputRange: readonly string[]): string;',
      spring: 'export function spring(options: { frame: number; fps: number; config?: Partial<SpringConfig>; from?: number; to?: number; durationInFrames?: number; durationRestThreshold?: number; delay?: number; reverse?: boolean }): number;',
      random: 'export function random(seed: number | string | null): number;',
      Easing: `export const Easing: {
    linear: EasingFunction; ease: EasingFunction; quad: EasingFunction; cubic: EasingFunction; sin: EasingFunction; circle: EasingFunction; exp: EasingFunction;
    poly(n: number): EasingFunction; back(s?: number): EasingFunction; elastic(bounciness?: number): EasingFunction; bounce: EasingFunction;
    bezier(x1: number, y1: number, x2: number, y2: number): EasingFunction;
    in(easing: EasingFunction): EasingFunction; out(easing: EasingFunction): EasingFunction; inOut(easing: EasingFunction): EasingFunction;
  };`,
      AbsoluteFill: 'export function AbsoluteFill(props: { children?: ReactNode; style?: CSSProperties; className?: string }): ReactNode;',
      Sequence: "export function Sequence(props: { children?: ReactNode; from?: number; durationInFrames?: number; name?: string; layout?: 'absolute-fill' | 'none'; style?: CSSProperties }): ReactNode;",
      /**
       * `src`: a `data:` image URL, or one of the owner's own post images by its exact `imageUrl`
       * path (`/media/images/<uuid>.<ext>`, read by the host from storage: tree-check.mjs, takumi.ts).
       * Nothing is ever fetched.
       */
      Img: 'export function Img(props: { src: string; style?: CSSProperties; className?: string; alt?: string }): ReactNode;',
    },
  },
};

/** The ambient declarations of every dialect module, as the validator gives them to TypeScript. */
export function dialectDeclarations(): string {
  return Object.entries(DIALECT)
    .map(([name, m]) => `declare module '${name}' {${m.types}\n  ${Object.values(m.values).join('\n  ')}\n}\n`)
    .join('\n');
}
