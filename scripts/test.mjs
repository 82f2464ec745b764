// `npm test`: everything a change can break — generated contract types up to date, typecheck, lint,
// UI build, unit + integration tests, then end-to-end tests in Chromium. Ends with one summary line.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, existsSync } from "node:fs";

const steps = [];
let failed = false;

function run(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = r.status === 0;
  steps.push({ name, ok });
  if (!ok) failed = true;
  return ok;
}

function vitest(name, projects, report) {
  const args = ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  return run(name, "npx", args);
}

mkdirSync("test-results", { recursive: true });
// end-to-end tests drive Debian's Chromium; install it on a fresh machine when we may
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    run("install chromium", "bash", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"]);
  } else {
    console.error(`Chromium not found at ${chromium}: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
  }
}
run("contract types", "npx", ["tsx", "scripts/codegen.ts", "--check"]);
run("typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]);
run("lint", "npx", ["eslint", ".", "--max-warnings=0"]);
const built = run("build", "npx", ["vite", "build", "--logLevel", "warn"]);
vitest("unit + integration", ["unit", "integration"], "test-results/unit-integration.json");
// a master added on a copy of the project keeps those suites green there (slow: they run again on the copy)
vitest("add a master entity", ["add-entity"], "test-results/add-entity.json");
if (built) vitest("end-to-end", ["e2e"], "test-results/e2e.json");

let passed = 0, failedTests = 0, skipped = 0;
for (const f of ["test-results/unit-integration.json", "test-results/add-entity.json", "test-results/e2e.json"]) {
  if (!existsSync(f)) continue;
  const r = JSON.parse(readFileSync(f, "utf8"));
  passed += r.numPassedTests ?? 0;
  failedTests += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.log("\nSteps: " + steps.map((s) => `${s.name} ${s.ok ? "ok" : "FAILED"}`).join(" · "));
const stepFailures = steps.filter((s) => !s.ok && !["unit + integration", "add a master entity", "end-to-end"].includes(s.name)).length;
console.log(`tests: ${passed} passed, ${failedTests + stepFailures} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
