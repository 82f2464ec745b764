// The types of what eslint.config.js exports besides the configuration (its SQL text rule, tested on its own).
import type { Linter } from "eslint";

export declare const SQL_TEXT_RULES: { selector: string; message: string }[];
export declare const SQL_TEXT_ALLOWED: { file: string }[];
declare const config: Linter.Config[];
export default config;
