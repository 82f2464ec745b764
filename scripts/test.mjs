// `npm test`: everything a change can break — generated contract types up to date, typecheck, lint, UI build, then
// one vitest run of every project (unit, integration, the add-an-entity check, end-to-end in Chromium). The static
// checks and the build run side by side (each is mostly one core); the tests then use every core. Ends with each
// step's time, the ten slowest test files, and one summary line.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

const REPORT = "test-results/vitest.json";
const steps = [];

/** runs a command; its output is held and printed when it ends, so that steps running together stay readable */
function run(name, cmd, args, { live = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"], env: process.env });
    const out = [];
    if (!live) {
      child.stdout.on("data", (chunk) => out.push(chunk));
      child.stderr.on("data", (chunk) => out.push(chunk));
    }
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      steps.push({ name, ok, seconds });
      const text = Buffer.concat(out).toString().trimEnd();
      console.log(`\n▶ ${name} (${cmd} ${args.join(" ")}): ${ok ? "ok" : "FAILED"} in ${seconds.toFixed(0)} s`);
      if (text && (!ok || name === "build")) console.log(text);
      resolve(ok);
    });
  });
}

mkdirSync("test-results", { recursive: true });
// end-to-end tests drive Debian's Chromium headless shell (tests/e2e/support/browser.ts); install it on a fresh
// machine when we may
const headlessShell = "/usr/bin/chromium-headless-shell";
if (!process.env.CHROMIUM_PATH && !existsSync(headlessShell)) {
  if (process.getuid?.() === 0) {
    await run("install chromium", "bash", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell"]);
  } else if (!existsSync("/usr/bin/chromium")) {
    console.error("Chromium not found: install Debian's headless shell (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH.");
  }
}

const started = performance.now();
const [, , built] = await Promise.all([
  run("contract types", "npx", ["tsx", "scripts/codegen.ts", "--check"]).then(() => run("typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"])),
  run("lint", "npx", ["eslint", ".", "--max-warnings=0"]),
  run("build", "npx", ["vite", "build", "--logLevel", "warn"]),
]);
// the browser projects need the build; without it they are left out (and the build's failure fails the run)
const projects = ["unit", "unit-node", "integration", "integration-own-process", "add-entity", ...(built ? ["e2e"] : [])];
await run("tests", "npx", ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${REPORT}`], { live: true });
const totalSeconds = (performance.now() - started) / 1000;

let passed = 0, failedTests = 0, skipped = 0;
const files = [];
if (existsSync(REPORT)) {
  const report = JSON.parse(readFileSync(REPORT, "utf8"));
  passed = report.numPassedTests ?? 0;
  failedTests = report.numFailedTests ?? 0;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    files.push({ file: relative(process.cwd(), file.name), seconds: Math.max(0, (file.endTime - file.startTime) / 1000), status: file.status });
  }
}
/** a test file's suite, by its folder */
const suiteOf = (file) =>
  file.startsWith("tests/e2e/") ? "end-to-end" : file.startsWith("tests/add-entity/") ? "add-entity" : /^tests\/(integration|security)\//.test(file) ? "integration" : "unit";
const suites = {};
for (const f of files) {
  const s = (suites[suiteOf(f.file)] ??= { files: 0, fileSeconds: 0 });
  s.files += 1;
  s.fileSeconds += f.seconds;
}
const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10);

console.log("\nSteps: " + steps.map((s) => `${s.name} ${s.ok ? "ok" : "FAILED"} ${s.seconds.toFixed(0)} s`).join(" · ") + ` · whole run ${totalSeconds.toFixed(0)} s`);
console.log("Suites (files, seconds summed over files): " + Object.entries(suites).map(([name, s]) => `${name} ${s.files} files ${s.fileSeconds.toFixed(0)} s`).join(" · "));
console.log("Slowest files:");
for (const f of slowest) console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.file}`);
writeFileSync(
  "test-results/figures.json",
  JSON.stringify({ date: new Date().toISOString(), wallSeconds: Math.round(totalSeconds), steps, suites, slowest, passed, failed: failedTests, skipped }, null, 2) + "\n",
);
// a failed step that is not the tests (types, lint, build) counts as a failure in the summary too
const stepFailures = steps.filter((s) => !s.ok && s.name !== "tests").length;
console.log(`tests: ${passed} passed, ${failedTests + stepFailures} failed, ${skipped} skipped`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
