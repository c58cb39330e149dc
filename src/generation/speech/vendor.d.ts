// Type declarations for the untyped packages the speech export uses (only what we call).

declare module '@echogarden/espeak-ng-emscripten' {
  export interface ESpeakNGWorker {
    /** espeak error code; 0 is success */
    set_voice(name: string): number;
    get_samplerate(): number;
    /** Synthesizes `text`; `callbackPtr` (from addFunction) receives (samplesPtr, sampleCount, eventsPtr) and returns 1 to stop. */
    synth_(text: string, callbackPtr: number): void;
  }
  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
    HEAP16: Int16Array;
    addFunction(fn: (samplesPtr: number, count: number, eventsPtr: number) => number, signature: string): number;
  }
  const createModule: (moduleArg?: Record<string, unknown>) => Promise<ESpeakNGModule>;
  export default createModule;
}

declare module 'archiver' {
  import { Transform } from 'node:stream';

  export interface ZipEntryData {
    name: string;
    date?: Date;
    /** STORE instead of deflate for this entry */
    store?: boolean;
    prefix?: string;
  }
  export interface ZipOptions {
    store?: boolean;
    zlib?: { level?: number };
    comment?: string;
    forceZip64?: boolean;
  }
  export class ZipArchive extends Transform {
    constructor(options?: ZipOptions);
    append(source: NodeJS.ReadableStream | Buffer | string, data: ZipEntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}

declare module 'wasm-media-encoders' {
  export interface Mp3Encoder {
    configure(params: { channels: 1 | 2; sampleRate: number; bitrate?: 8 | 16 | 24 | 32 | 40 | 48 | 64 | 80 | 96 | 128; vbrQuality?: number }): void;
    /** returns a view into the encoder's memory, valid until the next call */
    encode(samples: readonly Float32Array[]): Uint8Array;
    finalize(): Uint8Array;
  }
  export function createMp3Encoder(): Promise<Mp3Encoder>;
}
