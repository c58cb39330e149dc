// Type declarations for archiver 8 (ESM, ships no types): only what the voice export calls.

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
