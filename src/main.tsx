// Entry point: the product's app, serving the product's registry of entities (src/boot.tsx).
import { boot } from "./boot";

boot();
