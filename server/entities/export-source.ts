// An entity's export (POST /api/v1/filesDoc, its `exportId`): its list, its `tablas` labels, options as labels,
// durations as days + hh:mm, decimals as numbers, a many-to-many field as its rows' labels ('Carga, Vida', what the
// import reads back), a file as its name.
import type { CellValue, ExportSource } from "../rest/export/sources";
import { optionLabel, type EntityDefinition } from "@shared/entities/types";
import { formatEstimatedTime } from "@shared/domain/duration";
import { entityList } from "./list";
import { fieldTypeOf } from "@shared/entities/field-types";
import { serverFieldTypeOf } from "./field-types";

export function entityExportSource(entity: EntityDefinition): ExportSource {
  const formats: Record<string, (value: unknown) => CellValue> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.options) formats[name] = (v) => optionLabel(field, v) ?? "NA";
    // a decimal is a number cell (the driver may read it as its text)
    if (field.type === "decimal") formats[name] = (v) => (v === null || v === undefined || !Number.isFinite(Number(v)) ? "NA" : Number(v));
    if (field.type === "duration") formats[name] = (v) => formatEstimatedTime(typeof v === "number" ? v : null);
    // a type written as a module writes its own cell (the value from what the export reads, when it differs)
    const module = fieldTypeOf(field);
    if (module) {
      const exported = serverFieldTypeOf(field)?.exported ?? ((v: unknown) => v);
      formats[name] = (v) => {
        const value = exported(v);
        // an empty list is no value, as an empty cell is
        return Array.isArray(value) && !value.length ? "NA" : module.exportCell(value, field);
      };
    }
    if (field.exportFormat) formats[name] = field.exportFormat;
  }
  const list = entityList(entity);
  // a type held in a table of its own may export another cell than the list's value (a many-to-many field's labels'
  // text, filtered as text there too)
  const own = Object.entries(entity.fields).flatMap(([name, f]) => {
    const entry = serverFieldTypeOf(f)?.held?.exported?.(name);
    return entry ? [[name, { ...entry, ...(f.filterable === false ? { filterable: false as const } : {}) }]] : [];
  });
  const exported = own.length ? { ...list, fields: { ...list.fields, ...Object.fromEntries(own) } } : list;
  return { title: entity.exportTitle ?? entity.name, list: exported, table: entity.tableId ?? null, formats, entity };
}

/** The export sources of the entities that have an export id. */
export const entityExportSources = (list: readonly EntityDefinition[]): Record<number, ExportSource> =>
  Object.fromEntries(list.filter((e) => e.exportId !== undefined).map((e) => [e.exportId!, entityExportSource(e)]));
