import { describe, expect, it } from "vitest";
import {
  coversAll, DOWNLOAD_CHOICES, photoPath, runBounded, traceabilityPath, tripFolder, uniqueTrips, withPhotos, zipFileName,
} from "./download-plan";

const tick = () => new Promise((r) => setTimeout(r, 1));

describe("runBounded", () => {
  it("never runs more than the limit at once and finishes every item", async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const counts: number[] = [];
    await runBounded(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      async (n) => {
        running += 1;
        peak = Math.max(peak, running);
        await tick();
        done.push(n);
        running -= 1;
      },
      (finished) => counts.push(finished),
    );
    expect(peak).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("stops starting items after a failure and rejects with it", async () => {
    const started: number[] = [];
    const counts: number[] = [];
    const run = runBounded(
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
      2,
      async (n) => {
        started.push(n);
        await tick();
        if (n === 3) throw new Error("falla 3");
      },
      (finished) => counts.push(finished),
    );
    await expect(run).rejects.toThrow("falla 3");
    expect(started.length).toBeLessThanOrEqual(4);
    expect(started).not.toContain(9);
    expect(Math.max(0, ...counts)).toBeLessThan(9);
  });

  it("resolves at once with no items and treats a bad limit as 1", async () => {
    await expect(runBounded([], 3, async () => undefined)).resolves.toBeUndefined();
    let running = 0;
    let peak = 0;
    await runBounded([1, 2, 3], 0, async () => {
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      running -= 1;
    });
    expect(peak).toBe(1);
  });
});

describe("zip layout", () => {
  it("puts each trip in its own folder with its traceability and photos", () => {
    const trip = { id: 17, numero: "MAN/0017" };
    expect(tripFolder(trip)).toBe("17_MAN_0017");
    expect(tripFolder({ id: 5, numero: null })).toBe("5");
    expect(traceabilityPath(trip)).toBe("17_MAN_0017/TRAZABILIDAD.xlsx");
    expect(photoPath(trip, 301, 0, "1/1700000000_4_0.jpg")).toBe("17_MAN_0017/fotos/301_1_1700000000_4_0.jpg");
    expect(zipFileName("20250102_030405")).toBe("descargas_20250102_030405.zip");
  });

  it("keeps trips unique, in order, capped", () => {
    const trips = [{ id: 3 }, { id: 1 }, { id: 3 }, { id: 2 }];
    expect(uniqueTrips(trips).map((t) => t.id)).toEqual([3, 1, 2]);
    expect(uniqueTrips(trips, 2).map((t) => t.id)).toEqual([3, 1]);
  });

  it("offers four choices; only the fourth leaves the photos out", () => {
    expect(DOWNLOAD_CHOICES.map((c) => c.key)).toEqual(["selected", "page", "all", "allWithoutPhotos"]);
    expect(DOWNLOAD_CHOICES.filter((c) => !withPhotos(c.key)).map((c) => c.key)).toEqual(["allWithoutPhotos"]);
    expect(DOWNLOAD_CHOICES.filter((c) => coversAll(c.key)).map((c) => c.key)).toEqual(["all", "allWithoutPhotos"]);
  });
});
