/**
 * Minimal type declarations of the modules a component may import (the allow-list), given to
 * the TypeScript compiler so that component source type-checks offline, without React or
 * Remotion installed. They cover the subset of each API a generated component uses: typed
 * hooks, `interpolate`/`spring`/`Easing`, the layout primitives, and JSX with typed `style`.
 * Anything outside them (a DOM global, Node's `process`, a module not listed) is a type error.
 */
export const ALLOWED_MODULES = ['react', 'react/jsx-runtime', 'remotion'] as const;

export const AMBIENT_FILE = '/__ambient__/allowed-modules.d.ts';

export const AMBIENT_DECLARATIONS = `
declare module 'react' {
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
  export function useState<S>(initial: S | (() => S)): [S, Dispatch<SetStateAction<S>>];
  export function useMemo<T>(factory: () => T, deps: readonly unknown[]): T;
  export function useCallback<T extends (...args: never[]) => unknown>(callback: T, deps: readonly unknown[]): T;
  export function useEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void;
  export function useLayoutEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void;
  export function useRef<T>(initial: T): MutableRefObject<T>;
  export function useRef<T>(initial: T | null): RefObject<T>;
  export const Fragment: (props: { children?: ReactNode; key?: Key }) => ReactNode;
  export function createElement(type: unknown, props?: unknown, ...children: ReactNode[]): ReactElement;
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
    href?: string;
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
  }
  const React: {
    useState: typeof useState;
    useMemo: typeof useMemo;
    useCallback: typeof useCallback;
    useEffect: typeof useEffect;
    useLayoutEffect: typeof useLayoutEffect;
    useRef: typeof useRef;
    Fragment: typeof Fragment;
    createElement: typeof createElement;
  };
  export default React;
}

declare module 'react/jsx-runtime' {
  import type { JSX as ReactJSX, ReactElement } from 'react';
  export namespace JSX {
    type ElementType = ReactJSX.ElementType;
    interface Element extends ReactJSX.Element {}
    interface ElementChildrenAttribute extends ReactJSX.ElementChildrenAttribute {}
    interface IntrinsicAttributes extends ReactJSX.IntrinsicAttributes {}
    interface IntrinsicElements extends ReactJSX.IntrinsicElements {}
  }
  export function jsx(type: unknown, props: unknown, key?: unknown): ReactElement;
  export function jsxs(type: unknown, props: unknown, key?: unknown): ReactElement;
  export const Fragment: unknown;
}

declare module 'remotion' {
  import type { CSSProperties, ReactNode } from 'react';
  export type ExtrapolateType = 'extend' | 'identity' | 'clamp' | 'wrap';
  export type EasingFunction = (t: number) => number;
  export interface InterpolateOptions {
    easing?: EasingFunction;
    extrapolateLeft?: ExtrapolateType;
    extrapolateRight?: ExtrapolateType;
  }
  export interface SpringConfig { damping: number; mass: number; stiffness: number; overshootClamping: boolean }
  export interface VideoConfig { id: string; width: number; height: number; fps: number; durationInFrames: number }
  export function useCurrentFrame(): number;
  export function useVideoConfig(): VideoConfig;
  export function interpolate(input: number, inputRange: readonly number[], outputRange: readonly number[], options?: InterpolateOptions): number;
  export function interpolateColors(input: number, inputRange: readonly number[], outputRange: readonly string[]): string;
  export function spring(options: {
    frame: number;
    fps: number;
    config?: Partial<SpringConfig>;
    from?: number;
    to?: number;
    durationInFrames?: number;
    durationRestThreshold?: number;
    delay?: number;
    reverse?: boolean;
  }): number;
  export function random(seed: number | string | null): number;
  export const Easing: {
    linear: EasingFunction;
    ease: EasingFunction;
    quad: EasingFunction;
    cubic: EasingFunction;
    sin: EasingFunction;
    circle: EasingFunction;
    exp: EasingFunction;
    poly(n: number): EasingFunction;
    back(s?: number): EasingFunction;
    elastic(bounciness?: number): EasingFunction;
    bounce: EasingFunction;
    bezier(x1: number, y1: number, x2: number, y2: number): EasingFunction;
    in(easing: EasingFunction): EasingFunction;
    out(easing: EasingFunction): EasingFunction;
    inOut(easing: EasingFunction): EasingFunction;
  };
  export function AbsoluteFill(props: { children?: ReactNode; style?: CSSProperties; className?: string }): ReactNode;
  export function Sequence(props: {
    children?: ReactNode;
    from?: number;
    durationInFrames?: number;
    name?: string;
    layout?: 'absolute-fill' | 'none';
    style?: CSSProperties;
  }): ReactNode;
  export function Img(props: { src: string; style?: CSSProperties; className?: string; alt?: string }): ReactNode;
  export function staticFile(path: string): string;
}
`;
