// The product's build (vite.config.ts) with one change: the page loads ./main.tsx, the app serving the test-only
// entities, instead of src/main.tsx (`vite build --config` this file, ./build.ts).
import { fileURLToPath } from "node:url";
import { relative } from "node:path";
import { mergeConfig, type Plugin } from "vite";
import product from "../../../../vite.config";

const PRODUCT_ENTRY = 'src="/src/main.tsx"';
const entry = `/${relative(process.cwd(), fileURLToPath(new URL("./main.tsx", import.meta.url))).split("\\").join("/")}`;

/** index.html's module script names this entry; a page without the product's entry stops the build. */
const testEntry: Plugin = {
  name: "fixtures-app-entry",
  transformIndexHtml: {
    order: "pre",
    handler(html) {
      if (!html.includes(PRODUCT_ENTRY)) throw new Error(`index.html no longer loads ${PRODUCT_ENTRY}`);
      return html.replace(PRODUCT_ENTRY, `src="${entry}"`);
    },
  },
};

export default mergeConfig(product, { plugins: [testEntry] });
