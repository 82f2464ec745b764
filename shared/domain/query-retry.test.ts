import { describe, expect, it } from "vitest";
import { QUERY_RETRIES, shouldRetryQuery } from "./query-retry";

describe("shouldRetryQuery", () => {
  it("never asks again after a refusal: session gone, forbidden, bad request, not found", () => {
    for (const statusCode of [400, 401, 403, 404, 422]) expect(shouldRetryQuery(0, { statusCode, message: "x" })).toBe(false);
  });

  it("asks a network failure, a server error, a timeout and 'too many requests' again, up to the retry count", () => {
    for (const statusCode of [408, 429, 500, 502, 503]) {
      for (let failures = 0; failures < QUERY_RETRIES; failures++) expect(shouldRetryQuery(failures, { statusCode })).toBe(true);
      expect(shouldRetryQuery(QUERY_RETRIES, { statusCode })).toBe(false);
    }
  });

  it("treats an error without a status as one worth asking again", () => {
    expect(shouldRetryQuery(0, new Error("Failed to fetch"))).toBe(true);
    expect(shouldRetryQuery(0, null)).toBe(true);
    expect(shouldRetryQuery(0, { statusCode: "401" })).toBe(true);
    expect(shouldRetryQuery(QUERY_RETRIES, null)).toBe(false);
  });
});
