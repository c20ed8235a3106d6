/** A module to start as a worker thread: its URL (scripts/vite-node-worker.mjs). */
declare module "*?node-worker" {
  const url: URL;
  export default url;
}
