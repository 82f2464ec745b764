import { describe, expect, it } from "vitest";
import { translate } from "@/providers/i18n-provider";

// The engine's and the generic table's texts come from the i18n file, word for word as the
// spec writes them.
describe("engine and table texts (src/i18n/es.ts)", () => {
  it.each([
    ["resource.saved", "procesos exitoso"],
    ["resource.error", "Ocurrio un error"],
    ["table.updatingFields", "Actualizando campos..."],
    ["table.search", "Buscar..."],
    ["table.empty", "No hay datos"],
    ["table.loading", "Cargando..."],
    ["table.exportAll", "Exportar todo"],
    ["table.exportPage", "Exportar en pantalla"],
    ["resource.cancel", "Cancelar"],
    ["resource.accept", "Aceptar"],
  ])("%s → %s", (key, text) => {
    expect(translate(key)).toBe(text);
  });

  it("fills the counts and labels", () => {
    expect(translate("table.deleteConfirm", { count: 3 })).toBe("Desea eliminar 3 registros");
    expect(translate("table.deleteConfirm", { count: 1 })).toBe("Desea eliminar 1 registros");
    expect(translate("table.deleteCount", { count: 2 })).toBe("Eliminar (2)");
    expect(translate("table.total", { label: "rutas", count: 0 })).toBe("Total rutas: 0");
    expect(translate("table.filterOf", { label: "Vía" })).toBe("Filtro Vía");
  });

  it("counts in the singular for one and in the plural otherwise", () => {
    expect(translate("statistics.records", { count: 1 })).toBe("1 registro");
    expect(translate("statistics.records", { count: 0 })).toBe("0 registros");
    expect(translate("statistics.records", { count: 25 })).toBe("25 registros");
    // a key without plural forms reads as written (the spec's 'Desea eliminar N registros')
    expect(translate("table.deleteConfirm", { count: 1 })).toBe("Desea eliminar 1 registros");
    expect(translate("reports.uploadFailed", { count: 1 })).toBe("No se pudo subir 1 imagen; el reporte quedó registrado");
    expect(translate("reports.uploadFailed", { count: 2 })).toBe("No se pudieron subir 2 imágenes; el reporte quedó registrado");
  });
});
