// The UI build's progress for `npm start`'s first start (about a minute on a busy machine): a Vite plugin that
// prints, at most once per `everyMs`, how many modules have been transformed, then each later stage, so the
// console never stays silent between "Construyendo la interfaz..." and the server's first line.

/**
 * @param {{ write?: (line: string) => void, now?: () => number, everyMs?: number }} [options]
 * @returns {import("vite").Plugin}
 */
export function buildProgress({ write = (line) => process.stdout.write(`${line}\n`), now = () => Date.now(), everyMs = 3000 } = {}) {
  let started = 0;
  let modules = 0;
  let lastShown = 0;
  const seconds = () => Math.round((now() - started) / 1000);
  const count = (n) => n.toLocaleString("es-CO");
  return {
    name: "torre-build-progress",
    apply: "build",
    buildStart() {
      started = now();
      lastShown = started;
      modules = 0;
    },
    transform() {
      modules++;
      if (now() - lastShown >= everyMs) {
        lastShown = now();
        write(`  ${count(modules)} módulos procesados (${seconds()} s)`);
      }
      return null;
    },
    renderStart() {
      write(`  ${count(modules)} módulos procesados; generando los archivos (${seconds()} s)`);
    },
    writeBundle() {
      write(`  Interfaz construida en ${seconds()} s`);
    },
  };
}
