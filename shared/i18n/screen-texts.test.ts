// The generic table's and the record modal's texts word for word as the product writes them, and the texts built
// with a count agreeing with it where the product does not fix the wording.
import { describe, expect, it } from "vitest";
import { REPORT_TEXTS } from "./reports";
import { STATISTICS_TEXTS } from "./statistics";
import { RESOURCE_TEXTS, TABLE_TEXTS } from "./table";

describe("the table's and the record modal's texts", () => {
  it.each([
    [RESOURCE_TEXTS.saved, "procesos exitoso"],
    [RESOURCE_TEXTS.error, "Ocurrio un error"],
    [TABLE_TEXTS.updatingFields, "Actualizando campos..."],
    [TABLE_TEXTS.search, "Buscar..."],
    [TABLE_TEXTS.empty, "No hay datos"],
    [TABLE_TEXTS.loading, "Cargando..."],
    [TABLE_TEXTS.exportAll, "Exportar todo"],
    [TABLE_TEXTS.exportPage, "Exportar en pantalla"],
    [RESOURCE_TEXTS.cancel, "Cancelar"],
    [RESOURCE_TEXTS.accept, "Aceptar"],
  ])("%s", (text, expected) => {
    expect(text).toBe(expected);
  });

  it("fills the counts and labels", () => {
    expect(TABLE_TEXTS.deleteConfirm(3)).toBe("Desea eliminar 3 registros");
    // the product's wording keeps the plural for one
    expect(TABLE_TEXTS.deleteConfirm(1)).toBe("Desea eliminar 1 registros");
    expect(TABLE_TEXTS.deleteCount(2)).toBe("Eliminar (2)");
    expect(TABLE_TEXTS.total("rutas", 0)).toBe("Total rutas: 0");
    expect(TABLE_TEXTS.filterOf("Vía")).toBe("Filtro Vía");
  });

  it("counts in the singular for one and in the plural otherwise", () => {
    expect(STATISTICS_TEXTS.records(1)).toBe("1 registro");
    expect(STATISTICS_TEXTS.records(0)).toBe("0 registros");
    expect(STATISTICS_TEXTS.records(25)).toBe("25 registros");
    expect(REPORT_TEXTS.uploadFailed(1)).toBe("No se pudo subir 1 imagen; el reporte quedó registrado");
    expect(REPORT_TEXTS.uploadFailed(2)).toBe("No se pudieron subir 2 imágenes; el reporte quedó registrado");
  });
});
