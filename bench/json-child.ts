// A bench section in a fresh Node process (with --expose-gc, run by tsx): its environment given, its figure the
// last line it prints as JSON.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export function runJsonChild<T>(script: string, env: Record<string, string>, label: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", script], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0) return reject(new Error(`${label} exited with ${code}: ${out}`));
      try {
        resolve(JSON.parse(line) as T);
      } catch {
        reject(new Error(`${label} printed no figure: ${out}`));
      }
    });
  });
}
