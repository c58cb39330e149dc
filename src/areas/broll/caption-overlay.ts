import type { ElementNode, FrameOverlay } from '../../generation/render/scene-renderer.js';
import type { Cue } from './captions.js';

const FONT = '"DejaVu Sans", Inter, Helvetica, Arial, sans-serif';

export interface CaptionFrame {
  /** the composition's size */
  width: number;
  height: number;
  fps: number;
  /** the safe area: bottom margin and side margins as shares of the height and width */
  safe: { bottom: number; side: number };
}

/**
 * Phrase captions drawn over a scene, readable on a phone: bold, about 5.8% of the short side,
 * white on a dark box, inside the safe area (vertical: above the bottom 22% where the apps put
 * their own controls, clear of the right-hand buttons), each phrase growing in over its first
 * 8 frames. `cues` are in seconds from the scene's start. The renderer draws what this returns
 * above the component (the same element shape the dialect's createElement makes).
 */
export function captionOverlay(cues: Cue[], frame: CaptionFrame): FrameOverlay {
  const { width, height, fps, safe } = frame;
  const unit = Math.min(width, height);
  return (n: number): ElementNode | null => {
    const t = n / fps;
    const cue = cues.find((c) => t >= c.start && t < c.end);
    if (!cue) return null;
    const grow = Math.min(1, ((t - cue.start) * fps) / 8);
    const pop = 1 - (1 - grow) ** 3;
    return {
      type: 'div',
      props: {
        style: {
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          alignItems: 'center',
          paddingBottom: height * safe.bottom,
          paddingLeft: width * safe.side,
          paddingRight: width * safe.side,
        },
        children: {
          type: 'div',
          props: {
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
            children: cue.text,
          },
        },
      },
    };
  };
}
