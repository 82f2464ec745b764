import { describe, expect, it } from "vitest";
import { isQuietNotification, notificationSeconds } from "./notification";

describe("which Refine notifications are only logged", () => {
  it.each([
    ["viajes-useList-notification", "error", true],
    ["5-viajes-getOne-notification", "error", true],
    ["1-rutas-getMany-notification", "error", true],
    ["get-notification", "error", true],
    ["create-rutas-notification", "error", false],
    ["login-error", "error", false],
    ["viajes-useList-notification", "success", false],
  ] as const)("%s (%s) → %s", (key, type, quiet) => {
    expect(isQuietNotification({ key, type, message: "x" })).toBe(quiet);
  });
});

describe("toast durations", () => {
  it.each([
    ["login-error", 1.5],
    ["useLogout-error", 1.5],
    ["create-rutas-notification", 3],
    [undefined, 3],
  ])("%s → %s s", (key, seconds) => {
    expect(notificationSeconds({ key, type: "error", message: "x" })).toBe(seconds);
  });
});
