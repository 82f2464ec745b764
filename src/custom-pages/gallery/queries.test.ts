import { describe, expect, it } from "vitest";
import { signedUrlsDocument } from "./queries";

describe("signedUrlsDocument", () => {
  it("asks every report once under an alias, dropping ids that are not positive integers", () => {
    expect(signedUrlsDocument([12, 30, -1, 1.5])).toBe(
      "query GallerySignedUrls { r12: getSignedURLReport(idreporte: 12) { id key url } r30: getSignedURLReport(idreporte: 30) { id key url } }",
    );
  });
});
