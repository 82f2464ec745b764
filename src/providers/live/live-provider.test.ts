import type { LiveEvent } from "@refinedev/core";
import { Client, subscriptionExchange } from "@urql/core";
import { parse, print } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLiveProvider, newReportSubscription, type ReportLiveProvider } from "./index";
import { eventMatches, isResync, reportEvents, resyncEvents } from "./channels";

type Sink = { next(v: unknown): void; error(e: unknown): void; complete(): void };

/** A urql client whose subscriptions are driven by the test. */
function setup(companyId: number | null = 1) {
  const feeds: { query: string; variables: unknown; sink: Sink; closed: boolean }[] = [];
  const client = new Client({
    url: "http://test/graphql",
    exchanges: [
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe(sink) {
            const feed = { query: request.query ?? "", variables: request.variables, sink: sink as Sink, closed: false };
            feeds.push(feed);
            return { unsubscribe: () => void (feed.closed = true) };
          },
        }),
      }),
    ],
  });
  const live = createLiveProvider(client, { getCompanyId: () => companyId, restartDelayMs: 20 });
  return { feeds, live };
}
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const reports = (...list: [number, number, number][]) => ({ data: { newReport: list.map(([id, idviaje, idsysevento]) => ({ id, idviaje, idsysevento })) } });

let provider: ReportLiveProvider | null = null;
afterEach(() => {
  provider?.close();
  provider = null;
  vi.restoreAllMocks();
});

describe("the newReport feed", () => {
  it("starts with the first report-channel subscriber, for the session's company", async () => {
    const { feeds, live } = setup(8);
    provider = live;
    live.subscribe({ channel: "resources/rutas", types: ["*"], callback: () => {} });
    await tick();
    expect(feeds).toHaveLength(0);
    live.subscribe({ channel: "resources/viajes", types: ["*"], callback: () => {} });
    live.subscribe({ channel: "resources/trazabilidad", types: ["*"], callback: () => {} });
    await tick();
    expect(feeds).toHaveLength(1);
    expect(print(parse(feeds[0].query))).toBe(print(parse("subscription ($idempresa: Int!) { newReport(idempresa: $idempresa) { id idviaje idsysevento } }")));
    expect(feeds[0].variables).toEqual({ idempresa: 8 });
  });

  it("publishes reports to the trips, traceability and (for 3, 5, 7, 8) shipments channels", async () => {
    const { feeds, live } = setup();
    provider = live;
    const got: Record<string, LiveEvent[]> = { trips: [], trace: [], ship: [], one: [], other: [] };
    live.subscribe({ channel: "resources/viajes", types: ["*"], callback: (e) => got.trips.push(e) });
    live.subscribe({ channel: "resources/trazabilidad", types: ["*"], callback: (e) => got.trace.push(e) });
    live.subscribe({ channel: "resources/remesas", types: ["*"], callback: (e) => got.ship.push(e) });
    live.subscribe({ channel: "resources/viajes", types: ["*"], params: { ids: [20], subscriptionType: "useOne" }, callback: (e) => got.one.push(e) });
    live.subscribe({ channel: "resources/viajes", types: ["created"], callback: (e) => got.other.push(e) });
    await tick();
    feeds[0].sink.next(reports([1, 10, 12]));
    feeds[0].sink.next(reports([2, 20, 3]));
    await tick();
    expect(got.trips.map((e) => e.payload.ids)).toEqual([[10], [20]]);
    expect(got.trips[0]).toMatchObject({ type: "updated", payload: { reports: [{ id: 1, idviaje: 10, idsysevento: 12 }] } });
    expect(got.trace.map((e) => [e.type, e.payload.ids])).toEqual([["created", [10]], ["created", [20]]]);
    expect(got.ship.map((e) => e.payload.ids)).toEqual([[20]]);
    expect(got.one.map((e) => e.payload.ids)).toEqual([[20]]);
    expect(got.other).toEqual([]);
  });

  it("stops with the last report-channel subscriber and starts again with a new one", async () => {
    const { feeds, live } = setup();
    provider = live;
    const a = live.subscribe({ channel: "resources/viajes", types: ["*"], callback: () => {} });
    const b = live.subscribe({ channel: "resources/remesas", types: ["*"], callback: () => {} });
    await tick();
    live.unsubscribe(a);
    expect(feeds[0].closed).toBe(false);
    live.unsubscribe(b);
    await tick();
    expect(feeds[0].closed).toBe(true);
    live.subscribe({ channel: "resources/viajes", types: ["*"], callback: () => {} });
    await tick();
    expect(feeds).toHaveLength(2);
  });

  it("without a company there is no feed", async () => {
    const { feeds, live } = setup(null);
    provider = live;
    live.subscribe({ channel: "resources/viajes", types: ["*"], callback: () => {} });
    await tick();
    expect(feeds).toHaveLength(0);
  });

  it("an ended feed starts again after the delay; not when the session is gone", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { feeds, live } = setup();
    provider = live;
    live.subscribe({ channel: "resources/viajes", types: ["*"], callback: () => {} });
    await tick();
    feeds[0].sink.error(new Error("Socket closed (1011)"));
    await tick(60);
    expect(feeds).toHaveLength(2);
    feeds[1].sink.error([{ message: "Sesión inválida o vencida", extensions: { code: "UNAUTHENTICATED" } }]);
    await tick(60);
    expect(feeds).toHaveLength(2);
  });

  it("publish reaches this tab's subscribers of the channel", () => {
    const { live } = setup();
    provider = live;
    const got: LiveEvent[] = [];
    live.subscribe({ channel: "resources/rutas", types: ["*"], callback: (e) => got.push(e) });
    live.publish!({ channel: "resources/rutas", type: "deleted", payload: { ids: [1] }, date: new Date() });
    live.publish!({ channel: "resources/eventos", type: "deleted", payload: { ids: [1] }, date: new Date() });
    expect(got).toHaveLength(1);
  });

  it("resync reaches every subscriber of the feed's channels, those following one trip too, and no other", async () => {
    const { feeds, live } = setup();
    provider = live;
    const got: Record<string, LiveEvent[]> = { trips: [], oneTrip: [], ship: [], routes: [] };
    live.subscribe({ channel: "resources/viajes", types: ["*"], callback: (e) => got.trips.push(e) });
    live.subscribe({ channel: "resources/trazabilidad", types: ["created"], params: { ids: [20] }, callback: (e) => got.oneTrip.push(e) });
    live.subscribe({ channel: "resources/remesas", types: ["updated"], callback: (e) => got.ship.push(e) });
    live.subscribe({ channel: "resources/rutas", types: ["*"], callback: (e) => got.routes.push(e) });
    await tick();
    live.resync();
    expect([got.trips, got.oneTrip, got.ship].map((events) => events.map(isResync))).toEqual([[true], [true], [true]]);
    expect(got.routes).toEqual([]);
    // the feed itself goes on: no new subscription
    expect(feeds).toHaveLength(1);
  });

  it("a failing callback does not stop the others", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { feeds, live } = setup();
    provider = live;
    const got: LiveEvent[] = [];
    live.subscribe({ channel: "resources/viajes", types: ["*"], callback: () => { throw new Error("boom"); } });
    live.subscribe({ channel: "resources/viajes", types: ["*"], callback: (e) => got.push(e) });
    await tick();
    feeds[0].sink.next(reports([1, 10, 12]));
    await tick();
    expect(got).toHaveLength(1);
  });
});

describe("channels", () => {
  const date = new Date(0);
  it("reportEvents groups a payload per channel with trip ids", () => {
    const r = [
      { id: 1, idviaje: 10, idsysevento: 7 },
      { id: 2, idviaje: 10, idsysevento: 12 },
      { id: 3, idviaje: null, idsysevento: 5 },
    ];
    expect(reportEvents(r, date)).toEqual([
      { channel: "resources/viajes", type: "updated", payload: { ids: [10], reports: r }, date },
      { channel: "resources/trazabilidad", type: "created", payload: { ids: [10], reports: r }, date },
      { channel: "resources/remesas", type: "updated", payload: { ids: [10], reports: [r[0], r[2]] }, date },
    ]);
    expect(reportEvents([], date)).toEqual([]);
  });
  it("reportEvents sends a change of who attends a trip to the trips channel only, apart from the reports", () => {
    const attention = { id: 0, idviaje: 11, idsysevento: 0 };
    const report = { id: 4, idviaje: 10, idsysevento: 12 };
    expect(reportEvents([attention], date)).toEqual([
      { channel: "resources/viajes", type: "updated", payload: { ids: [11], reports: [], attention: [attention] }, date },
    ]);
    expect(reportEvents([report, attention], date)).toEqual([
      { channel: "resources/viajes", type: "updated", payload: { ids: [10, 11], reports: [report], attention: [attention] }, date },
      { channel: "resources/trazabilidad", type: "created", payload: { ids: [10], reports: [report] }, date },
    ]);
  });
  it.each([
    [{ channel: "c", types: ["*"] }, true],
    [{ channel: "d", types: ["*"] }, false],
    [{ channel: "c", types: ["updated"] }, true],
    [{ channel: "c", types: ["deleted"] }, false],
    [{ channel: "c", types: ["*"], ids: ["5"] }, true],
    [{ channel: "c", types: ["*"], ids: [6] }, false],
  ])("subscriber %j gets an updated event for ids [5]: %s", (sub, expected) => {
    expect(eventMatches({ channel: "c", type: "updated", payload: { ids: [5] }, date }, sub)).toBe(expected);
  });
  it("an event without ids reaches lists only", () => {
    const event = { channel: "c", type: "updated", payload: { ids: [] }, date };
    expect(eventMatches(event, { channel: "c" })).toBe(true);
    expect(eventMatches(event, { channel: "c", ids: [5] })).toBe(false);
  });
  it("a resync names no report and reaches a channel's subscribers whatever ids they follow", () => {
    const [event] = resyncEvents(["c"], date);
    expect(event).toEqual({ channel: "c", type: "*", payload: { resync: true, reports: [] }, date });
    expect(isResync(event)).toBe(true);
    expect(isResync(reportEvents([{ id: 1, idviaje: 10, idsysevento: 12 }], date)[0])).toBe(false);
    expect(eventMatches(event, { channel: "c", types: ["created"], ids: [5] })).toBe(true);
    expect(eventMatches(event, { channel: "d" })).toBe(false);
  });
  it("newReportSubscription binds the company", () => {
    expect(newReportSubscription(3).variables).toEqual({ idempresa: 3 });
  });
});
