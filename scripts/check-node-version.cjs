// Run by the npm scripts before anything else: on an older Node the server would fail with a stack trace (or an
// unknown-option error) that does not say why. Plain CommonJS without newer syntax, so any Node can run it.
var required = require("../package.json").engines.node; // ">=24"
var major = Number(process.versions.node.split(".")[0]);
var needed = Number(
  String(required)
    .replace(/[^0-9.]/g, "")
    .split(".")[0],
);
if (major < needed) {
  console.error(
    "This site needs Node.js " +
      needed +
      " or newer (package.json engines, .nvmrc); this is Node.js " +
      process.version +
      ".",
  );
  process.exit(1);
}
