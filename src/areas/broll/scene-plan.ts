import { judgeLines } from '../../generation/quality.js';
import type { ShortScript } from '../../generation/tasks/short.js';
import type { ComponentRow } from '../components/repository.js';
import type { Shot } from './length.js';
import type { MediaScene } from './media.js';
import { chooseComponent, componentHash, fillProps, shownText, splitScenes, type Scene } from './scenes.js';

/** A scene's component as the planner chose it, with how well it fits (undefined: the built-in style). */
type ScenePick = ReturnType<typeof chooseComponent>;

/** What a re-render knows of the render it replaces: per scene index, its component and that component's sha256 of source and props. */
export interface PreviousRender {
  previousChoices?: (string | null)[];
  previousComponents?: ({ componentId: string; componentSha256: string } | null)[];
}

/**
 * A B-roll's scenes as planned before the voice: one a beat, the owner's media where the request
 * puts them, each scene's component and its props, what is on screen judged like every text.
 */
export interface ScenePlan {
  scenes: Scene[];
  /** per scene: its component pick (undefined: the built-in style) */
  chosen: ScenePick[];
  /** per scene: how well its component fits (1 its category's, 0.6 a fallback, 0.5 none) */
  fit: number[];
  /** what is on screen, judged: its penalty on the quality score */
  screenPenalty: number;
  warnings: string[];
}

/**
 * Plans a short's B-roll scenes in named steps: its beats as scenes (scenesFromBeats), the
 * owner's media on the scenes the request names (assignMedia), a component and its props for
 * each (assignComponents, libraryWarnings), their fit, and what they put on screen judged
 * (screenCheck). The scenes are timed later, on the voice (voice.ts timeScenes, markShots).
 */
export function planScenes(short: ShortScript, components: ComponentRow[], mediaScenes: MediaScene[] | undefined, previous: PreviousRender = {}): ScenePlan {
  const scenes = scenesFromBeats(short);
  assignMedia(scenes, mediaScenes);
  const { chosen, warnings } = assignComponents(scenes, components, previous);
  warnings.push(...libraryWarnings(scenes, chosen, components));
  const screen = screenCheck(scenes, short);
  warnings.push(...screen.warnings);
  return { scenes, chosen, fit: fitOf(chosen), screenPenalty: screen.penalty, warnings };
}

/** The short's beats as scenes, their roles and categories (scenes.ts splitScenes). */
const scenesFromBeats = (short: ShortScript): Scene[] => splitScenes(short);

/** The owner's image or clip on each scene the request names (a scene index the short lacks is skipped). */
function assignMedia(scenes: Scene[], mediaScenes: MediaScene[] | undefined): void {
  for (const m of mediaScenes ?? []) if (scenes[m.index]) scenes[m.index]!.mediaId = m.mediaId;
}

/**
 * Each scene's best-fitting component (another one of the same fit class than a re-render's
 * previous choice where the library has one) and the props it is given, recorded on the scene
 * with the sha256 of its source and props; a warning when the component the scene showed last
 * time has changed since.
 */
function assignComponents(scenes: Scene[], components: ComponentRow[], previous: PreviousRender): { chosen: ScenePick[]; warnings: string[] } {
  const warnings: string[] = [];
  const chosen = scenes.map((scene) => {
    const pick = chooseComponent(scene, components, previous.previousChoices?.[scene.index]);
    scene.props = fillProps(pick?.component, scene);
    if (pick) {
      const componentSha256 = componentHash(pick.component.sourceCode, scene.props);
      Object.assign(scene, { componentId: pick.component.id, componentName: pick.component.name, componentSha256 });
      const before = previous.previousComponents?.[scene.index];
      if (before && before.componentId === pick.component.id && before.componentSha256 !== componentSha256) {
        warnings.push(`component "${pick.component.name}" (${pick.component.id}) changed since scene ${scene.index} was last rendered (its source or props no longer match sha256 ${before.componentSha256.slice(0, 12)}): this render uses the current version`);
      }
    }
    return pick;
  });
  return { chosen, warnings };
}

/** The scenes drawn in the built-in style, said: an empty library, or the scenes no component fits. */
function libraryWarnings(scenes: Scene[], chosen: ScenePick[], components: ComponentRow[]): string[] {
  if (components.length === 0) return ['the component library has no validated component: every scene uses the built-in style of its category'];
  const bare = scenes.filter((_s, i) => !chosen[i]).map((s) => s.index);
  return bare.length ? [`no component fits scene${bare.length > 1 ? 's' : ''} ${bare.join(', ')}: the built-in style is used`] : [];
}

/** How well each scene's component fits: 1 for its category's, 0.6 for a fallback, 0.5 for none. */
const fitOf = (chosen: ScenePick[]): number[] => chosen.map((c) => (!c ? 0.5 : c.score >= 10 ? 1 : 0.6));

/** What is on screen, judged like every generated text: a figure is shown with what it counts, never "NaN%". */
function screenCheck(scenes: Scene[], short: ShortScript): { penalty: number; warnings: string[] } {
  return judgeLines(
    scenes.flatMap((scene) => {
      const shown = shownText(scene.props);
      return [shown.headline ?? '', [shown.value, shown.label].filter(Boolean).join(' ')];
    }),
    { source: short.beats.map((b) => b.text).join('\n') },
  );
}

/** The visuals a length plan makes of the scenes, marked on them: a merged scene shows the visual of the one before, a split one two visuals. */
export function markShots(scenes: Scene[], shots: Shot[]): void {
  for (const shot of shots) {
    if (shot.beats.length > 1) scenes[shot.beats[1]!]!.shownWith = shot.beats[0]!;
    if (shot.part === 1) scenes[shot.beats[0]!]!.visuals = 2;
  }
}
