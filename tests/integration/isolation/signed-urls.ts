// Signed URLs across companies: the caller never gets a URL for another company's image, and no URL it holds
// can be turned into one (re-keyed, forged, method swapped, path tricks). Returns the problems found.
import { demoPhoto } from "@server/db/seed/photos";
import type { AuthHeaders, TestServer } from "../helpers/server";
import { callOp, codesOf } from "./client";
import { report as reportOf } from "./operations";
import { changedTables, companyChecksums } from "./fixtures";
import { operation } from "./schema";
import type { Targets } from "./targets";

type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

export async function checkSignedUrls(server: TestServer, who: AuthHeaders, mine: Targets, victim: Targets, sql: Sql): Promise<string[]> {
  const problems: string[] = [];
  const before = await companyChecksums(sql, victim.empresa);
  const expect = (ok: boolean, what: string) => void (ok || problems.push(what));

  const images = await callOp(server, who, operation("Query.getSignedURLReport"), { idreporte: victim.reporte });
  expect(!images.errors && Array.isArray(images.data?.getSignedURLReport) && (images.data.getSignedURLReport as unknown[]).length === 0,
    `getSignedURLReport of company ${victim.empresa}'s report answered ${JSON.stringify(images)}`);

  // the batched form: only the caller's own report's images, even when company 3's report is named beside it
  const batch = await callOp(server, who, operation("Query.getSignedURLReports"), { idreportes: [victim.reporte, mine.reporte] });
  const files = (batch.data?.getSignedURLReports as { idreporte: number; key: string }[] | undefined) ?? [];
  expect(!batch.errors && files.length > 0 && files.every((f) => f.idreporte === mine.reporte && f.key !== victim.docKey),
    `getSignedURLReports of company ${victim.empresa}'s report answered ${JSON.stringify(batch)}`);

  const download = operation("Query.getSignedUrlFileDownload");
  for (const key of [victim.docKey, `${mine.empresa}/../${victim.docKey}`, `./${victim.docKey}`, ` ${victim.docKey}`, victim.docKey.toUpperCase()]) {
    const r = await callOp(server, who, download, { key });
    expect(JSON.stringify(codesOf(r)) === `["NOT_FOUND"]`, `getSignedUrlFileDownload(${key}) answered ${JSON.stringify(r)}`);
  }

  // a URL of the caller's own image, then the same URL with company 3's key, a forged signature, the wrong method
  const own = await callOp(server, who, download, { key: mine.docKey });
  const url = (own.data?.getSignedUrlFileDownload as { url: string } | undefined)?.url;
  if (!url) return [...problems, `no signed URL for the caller's own key: ${JSON.stringify(own)}`];
  const signed = new URL(url, server.url);
  const rekeyed = new URL(signed);
  rekeyed.searchParams.set("key", victim.docKey);
  const forged = new URL(rekeyed);
  forged.searchParams.set("signature", "A".repeat(43));
  const unsigned = new URL(rekeyed);
  unsigned.searchParams.delete("signature");
  const traversal = new URL(signed);
  traversal.searchParams.set("key", `${mine.empresa}/../${victim.docKey}`);
  for (const u of [rekeyed, forged, unsigned, traversal]) {
    const get = await fetch(u);
    expect(get.status === 403, `GET ${u.search} answered ${get.status}`);
    const put = await fetch(u, { method: "PUT", headers: { "content-type": "image/jpeg" }, body: JPEG });
    expect(put.status === 403, `PUT ${u.search} answered ${put.status}`);
  }
  const swapped = await fetch(signed, { method: "PUT", headers: { "content-type": "image/jpeg" }, body: JPEG });
  expect(swapped.status === 403, `PUT with the caller's GET url answered ${swapped.status}`);

  // a documents report naming company 3's file: the upload links are the caller's company's keys only
  const report = await callOp(server, who, operation("Mutation.createReporteV2"), {
    reportes: [reportOf(mine.viaje.id, { idsysevento: 16, imagenes: [victim.docKey.split("/")[1]] })],
  });
  const created = (report.data?.createReporteV2 as { uploadLinks: { key: string; url: string }[] }[] | undefined) ?? [];
  const links = created.flatMap((r) => r.uploadLinks);
  expect(!report.errors && links.length === 1, `documents report answered ${JSON.stringify(report)}`);
  for (const link of links) {
    expect(link.key.startsWith(`${mine.empresa}/`) && link.key !== victim.docKey, `upload link for key ${link.key}`);
    // the bytes of the key's type (the seeded names are PNG)
    const png = link.key.endsWith(".png");
    const put = await fetch(new URL(link.url, server.url), {
      method: "PUT", headers: { "content-type": png ? "image/png" : "image/jpeg" }, body: png ? new Uint8Array(demoPhoto(0)) : JPEG,
    });
    expect(put.status === 200, `PUT of the caller's own upload link answered ${put.status}`);
  }
  // an image field's upload: a key of the caller's company only, whatever the extension argument carries
  for (const extension of ["png", `../${victim.empresa}/x.png`, `${victim.docKey}`]) {
    const signed = await callOp(server, who, operation("Mutation.firmarSubidaImagen"), { extension });
    const key = (signed.data?.firmarSubidaImagen as { key: string } | undefined)?.key;
    expect(!signed.errors && typeof key === "string" && key.startsWith(`${mine.empresa}/imagen-`) && !key.includes(".."),
      `firmarSubidaImagen(${extension}) answered ${JSON.stringify(signed)}`);
  }
  // a file field's upload: a key of the caller's company only, whatever the name carries
  for (const nombre of ["contrato.pdf", `../${victim.empresa}/x.pdf`, `${victim.docKey}.pdf`]) {
    const signed = await callOp(server, who, operation("Mutation.firmarSubidaArchivo"), { nombre });
    const key = (signed.data?.firmarSubidaArchivo as { key: string } | undefined)?.key;
    expect(!signed.errors && typeof key === "string" && key.startsWith(`${mine.empresa}/`) && !key.includes("..") && key.indexOf("/") === key.lastIndexOf("/"),
      `firmarSubidaArchivo(${nombre}) answered ${JSON.stringify(signed)}`);
  }

  const changed = changedTables(before, await companyChecksums(sql, victim.empresa));
  expect(!changed.length, `signed URL checks wrote company ${victim.empresa}'s ${changed.join(", ")}`);
  return problems;
}
