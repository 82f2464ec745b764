// The browser app of the resource engine's end-to-end test: the product's app serving the product's registry and
// the test-only entity Notas, given to <App> as its entities (built by ./vite.config.ts in place of src/main.tsx).
import { boot } from "@/boot";
import { entities } from "@entities";
import { notasEntity } from "../../../fixtures/notas/entity";

boot({ entities: [...entities, notasEntity] });
