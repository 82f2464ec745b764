import { describe, expect, it } from "vitest";
import { containsPattern, FILTER_PATTERN_MAX, FILTER_TEXT_MAX, filterValueProblem, quotedValue } from "./filter-limits";
import { FILTER_VALUE_TEXTS } from "../i18n/requests";

const scalar = FILTER_VALUE_TEXTS.scalar("placa");
const list = FILTER_VALUE_TEXTS.list("placa");

describe("a list filter's value", () => {
  it.each([
    // operator, value, problem
    ["contains", "ABC123", null],
    ["contains", 12, null],
    ["contains", true, null],
    ["contains", null, null],
    ["contains", undefined, null],
    ["contains", "x".repeat(FILTER_PATTERN_MAX), null],
    ["contains", "x".repeat(FILTER_PATTERN_MAX + 1), FILTER_VALUE_TEXTS.tooLong("placa", FILTER_PATTERN_MAX)],
    ["ncontains", "%_".repeat(10_000), FILTER_VALUE_TEXTS.tooLong("placa", FILTER_PATTERN_MAX)],
    ["contains", { toString: "x" }, scalar],
    ["contains", ["a"], scalar],
    ["eq", { toString: "x" }, scalar],
    ["eq", [1, 2], scalar],
    ["eq", "x".repeat(FILTER_TEXT_MAX), null],
    ["eq", "x".repeat(FILTER_TEXT_MAX + 1), FILTER_VALUE_TEXTS.tooLong("placa", FILTER_TEXT_MAX)],
    ["ne", 5, null],
    ["lt", "2026-01-01", null],
    ["gte", {}, scalar],
    ["in", [1, 2, 3], null],
    ["in", 7, null],
    ["in", { toString: "x" }, list],
    ["in", [1, { toString: "x" }], list],
    ["in", [1, null], list],
    ["nin", ["a", "x".repeat(FILTER_TEXT_MAX + 1)], FILTER_VALUE_TEXTS.tooLong("placa", FILTER_TEXT_MAX)],
    ["between", ["2026-01-01", null], null],
    ["between", [null, "2026-01-31"], null],
    ["between", "2026-01-01", list],
    ["between", [{}, "2026-01-31"], list],
    ["isnull", { anything: 1 }, null],
  ])("%s %j → %j", (operator, value, problem) => {
    expect(filterValueProblem("placa", operator, value)).toBe(problem);
  });
});

describe("the pattern of a search text", () => {
  it.each([
    ["abc", "%abc%"],
    ["ABC123", "%abc123%"],
    ["Ñandú", "%ñandú%"],
    ["50%", "%50\\%%"],
    ["a_b", "%a\\_b%"],
    ["c:\\x", "%c:\\\\x%"],
    ["", "%%"],
  ])("%j → %j", (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});

describe("a value quoted in an error message", () => {
  it.each([
    ["abc", "abc"],
    [12, "12"],
    [false, "false"],
    [null, "null"],
    [undefined, "undefined"],
    [{ toString: "x" }, "(objeto)"],
    [[1], "(lista)"],
    ["x".repeat(61), `${"x".repeat(60)}…`],
  ])("%j → %j", (value, text) => {
    expect(quotedValue(value)).toBe(text);
  });
});
