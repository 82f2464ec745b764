import { describe, expect, it } from "vitest";
import { isTextBox, shortcutOf, type KeyPress } from "./keyboard-shortcuts";

const row = { inTextBox: false, onRow: true };
const page = { inTextBox: false, onRow: false };
const box = { inTextBox: true, onRow: false };

describe("shortcutOf", () => {
  it.each<[string, KeyPress, ReturnType<typeof shortcutOf>]>([
    ["r on a row reports", { key: "r", ...row }, "report"],
    ["R (shift) on a row reports", { key: "R", ...row }, "report"],
    ["Enter on a row opens the detail", { key: "Enter", ...row }, "open"],
    ["? on a row shows the help", { key: "?", ...row }, "help"],
    ["? outside a row shows the help", { key: "?", ...page }, "help"],
    ["r outside a row does nothing", { key: "r", ...page }, null],
    ["Enter outside a row does nothing", { key: "Enter", ...page }, null],
    ["? typed in a text box is text", { key: "?", ...box }, null],
    ["r typed in a text box is text", { key: "r", inTextBox: true, onRow: true }, null],
    ["Ctrl+R is the browser's", { key: "r", ctrlKey: true, ...row }, null],
    ["⌘R is the browser's", { key: "r", metaKey: true, ...row }, null],
    ["Alt+Enter is not a shortcut", { key: "Enter", altKey: true, ...row }, null],
    ["another letter does nothing", { key: "x", ...row }, null],
  ])("%s", (_, press, action) => {
    expect(shortcutOf(press)).toBe(action);
  });
});

describe("isTextBox", () => {
  it.each<[string, Parameters<typeof isTextBox>[0], boolean]>([
    ["an input", { tagName: "INPUT" }, true],
    ["a text area", { tagName: "TEXTAREA" }, true],
    ["a select", { tagName: "SELECT" }, true],
    ["editable content", { tagName: "DIV", isContentEditable: true }, true],
    ["a table row", { tagName: "TR" }, false],
    ["the page's body", { tagName: "BODY" }, false],
    ["nothing focused", null, false],
  ])("%s", (_, element, expected) => {
    expect(isTextBox(element)).toBe(expected);
  });
});
