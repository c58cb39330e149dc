// Preloaded (`node --require`) into every render child, before Node starts libuv's thread pool
// (the ES module loader's first file read does): one pool thread instead of four. A child draws
// one frame at a time (takumi renders on a pool thread), so more threads only meant more glibc
// malloc arenas, each keeping its own freed frame buffers: at 1080×1920 the child's peak RSS went
// from about 240 MB to about 185 MB (about 130 MB with the collection after each frame in
// sandbox-child.mjs), at the same speed. Set inside the child: its environment stays empty.
process.env.UV_THREADPOOL_SIZE = '1';
