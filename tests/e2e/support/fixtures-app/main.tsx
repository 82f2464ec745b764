// The browser app of the end-to-end tests of test-only entities: the product's app serving the product's registry,
// the entity Notas, and each entity of tests/fixtures/<name>/ that has a screen part there (screen.tsx, exporting
// `screen`, as an entity folder's): its definition is the one entity.ts exports under that name. Built by
// ./vite.config.ts in place of src/main.tsx (./build.ts).
import { boot } from "@/boot";
import { entities } from "@entities";
import type { AnyDefinition, GivenScreens } from "@/resources/entity-screens";
import type { EntityDefinition } from "@shared/entities/types";
import { notasEntity } from "../../../fixtures/notas/entity";

const folderOf = (file: string) => file.split("/").at(-2)!;

const screens: GivenScreens = Object.fromEntries(
  Object.entries(import.meta.glob<AnyDefinition>("../../../fixtures/*/screen.tsx", { eager: true, import: "screen" }))
    .map(([file, screen]) => [folderOf(file), screen]),
);

const isEntityNamed = (name: string) => (value: unknown): value is EntityDefinition =>
  typeof value === "object" && value !== null && (value as EntityDefinition).name === name && "fields" in value;

/** the fixtures with a screen part: each folder's entity named as the folder */
const withScreens = Object.entries(import.meta.glob<Record<string, unknown>>("../../../fixtures/*/entity.ts", { eager: true }))
  .filter(([file]) => Object.hasOwn(screens, folderOf(file)))
  .flatMap(([file, exports]) => Object.values(exports).filter(isEntityNamed(folderOf(file))));

boot({ entities: [...entities, notasEntity, ...withScreens], screens });
