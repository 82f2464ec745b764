import type { Plugin } from "vite";
export declare function buildProgress(options?: { write?: (line: string) => void; now?: () => number; everyMs?: number }): Plugin;
