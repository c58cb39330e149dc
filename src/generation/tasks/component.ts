import type { ChatMessage, Task } from '../engine.js';
import { readLook } from './component-look.js';
import { fillTemplate, type Category } from './component-templates.js';

/** the longest component source accepted (generated or checked) */
export const MAX_SOURCE_LENGTH = 100_000;

export interface ComponentInput {
  name: string;
  category: Category;
  prompt: string;
}

export interface ComponentOutput {
  sourceCode: string;
  /** props that render the component as the prompt describes it */
  defaultProps?: Record<string, unknown>;
  /** one sentence on what the component shows */
  description?: string;
}

/** The component's identifier in code: the name in PascalCase (letters and digits only). */
export function componentIdentifier(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const id = words
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')
    .slice(0, 60);
  if (!id) return 'GeneratedComponent';
  return /^[0-9]/.test(id) ? `Component${id}` : id;
}

const CATEGORY_BRIEF: Record<Category, string> = {
  text: 'on-screen text (a headline, a caption, a quote) with an entrance animation',
  stat: 'a figure that animates (counts up) with its label',
  transition: 'a full-screen transition placed over the cut between two scenes',
  cta: 'a call to action: a line of text and a button',
  custom: 'any other visual element described by the prompt',
};

/**
 * The props a B-roll passes to a component of each category (src/areas/broll/scenes.ts fillProps:
 * a prop is filled by what its name says it holds), so that a model names them so.
 */
const BROLL_PROPS: Record<Category, string> = {
  text: "`headline: string` (the scene's line, a whole sentence of the story)",
  stat: '`value: number` (the figure as a number, counted up to; never a string), `prefix?: string` (e.g. "$"), `suffix?: string` (e.g. "%", only for a share), `label: string` (what the figure counts, e.g. "patients")',
  transition: '`headline: string` (a short caption for the cut)',
  cta: '`headline: string` (the line of the call to action), `button: string` (the button\'s verb, e.g. "Subscribe")',
  custom: "`headline: string` (the scene's line)",
};

function componentMessages(input: ComponentInput): ChatMessage[] {
  const id = componentIdentifier(input.name);
  const system = [
    'You write visual components for programmatic videos, in a small React-like dialect rendered frame by frame in a sandbox.',
    'Write one TypeScript (TSX) module that:',
    `- exports exactly one thing besides types: \`export default function ${id}(props: ${id}Props)\`, a function component;`,
    `- declares \`export interface ${id}Props\` with every prop typed (strict TypeScript: no implicit any);`,
    '- animates from `useCurrentFrame()` with `interpolate(...)` (with extrapolateLeft/extrapolateRight "clamp"), `spring(...)`, `Easing`, `useVideoConfig()`;',
    '- imports only from "remotion" (useCurrentFrame, useVideoConfig, interpolate, interpolateColors, spring, Easing, AbsoluteFill, Sequence, random, Img) and, for types or hooks, "react"; uses no DOM or Node globals (window, document, fetch, process), no eval, no network;',
    '- lays out with `<AbsoluteFill>` and inline `style` objects (flexbox, grid, transforms, opacity, borders, radii, shadows, gradients, clip-path); draws only div/span/p/h1-h6 boxes, SVG shapes and `<Img>` whose src is a data: URL or a `/media/images/<name>` path given in the request, exactly as given (an uploaded image of the owner; no other URL or path loads); uses the React JSX transform (no `import React` needed);',
    '- keeps each frame small (a few hundred elements at most): every frame must render in well under a second;',
    `- takes, when used in a B-roll, these props by these names: ${BROLL_PROPS[input.category]}; every other prop keeps its default, so give each a default value (a text prop the scene has nothing for is left empty).`,
    'Return a JSON object {"sourceCode": "<the module>", "defaultProps": {<props that render it as asked>}, "description": "<one sentence on what it shows>"}.',
  ].join('\n');
  const user = [`Component name: ${input.name}`, `Category: ${input.category} (${CATEGORY_BRIEF[input.category]})`, '', 'What it should look like:', input.prompt].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export const componentTask: Task<ComponentInput, ComponentOutput> = {
  name: 'component_source',
  temperature: 0.2,
  schema: {
    type: 'object',
    required: ['sourceCode'],
    properties: {
      sourceCode: { type: 'string', minLength: 1, maxLength: MAX_SOURCE_LENGTH },
      defaultProps: { type: 'object' },
      description: { type: 'string', maxLength: 1000 },
    },
  },
  // the offline composer: the category's template, filled from what the prompt says
  local: (input) => fillTemplate(input.category, componentIdentifier(input.name), readLook(input.prompt), input.name),
  messages: componentMessages,
};
