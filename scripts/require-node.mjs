// Every npm script runs on the Node pinned in package.json (the `node` devDependency).
// If npm was run with --ignore-scripts, that Node is missing and the system one is used: say so.
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  console.error(
    `This project runs on Node 24 (found ${process.versions.node}).\n` +
      "Run `npm install` (without --ignore-scripts) so the pinned Node in node_modules/.bin is used.",
  );
  process.exit(1);
}
