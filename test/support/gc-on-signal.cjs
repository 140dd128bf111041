// Preloaded into a server under test (NODE_OPTIONS="--expose-gc --require <this file>"): SIGUSR2 runs full garbage
// collections, so a test can read resident memory without the noise of garbage V8 has not collected yet.
process.on('SIGUSR2', () => {
  if (typeof global.gc !== 'function') return;
  global.gc();
  // Native memory held by collected objects (rendered PNGs) is released by finalizers that run after the collection.
  setImmediate(() => global.gc());
});
