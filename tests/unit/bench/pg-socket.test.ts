// localSocketUrl (bench/pg-socket.ts): the load run's server reaches a PostgreSQL of this machine over its Unix
// socket when the socket file is there, and over the URL as given otherwise.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "pg-connection-string";
import { localSocketUrl } from "../../../bench/pg-socket";

describe("localSocketUrl", () => {
  const dir = mkdtempSync(join(tmpdir(), "tdc-socket-"));
  writeFileSync(join(dir, ".s.PGSQL.5432"), "");
  const none = mkdtempSync(join(tmpdir(), "tdc-nosocket-"));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(none, { recursive: true, force: true });
  });

  it.each(["127.0.0.1", "localhost"])("a database on %s: the same database, user and password over the socket", (host) => {
    const url = localSocketUrl(`postgres://tdc:s3cr%40t@${host}:5432/tdc_bench?sslmode=disable`, {}, [none, dir])!;
    expect(parse(url)).toMatchObject({ host: dir, port: "5432", database: "tdc_bench", user: "tdc", password: "s3cr@t", sslmode: "disable" });
  });

  it("the default port when the URL has none", () => {
    expect(parse(localSocketUrl("postgres://postgres@localhost/test", {}, [dir])!)).toMatchObject({ host: dir, port: "5432", database: "test" });
  });

  it("TCP as given: a remote server, no socket for that port, or BENCH_PG_TCP=1", () => {
    expect(localSocketUrl("postgres://postgres@db.example:5432/test", {}, [dir])).toBeNull();
    expect(localSocketUrl("postgres://postgres@127.0.0.1:5433/test", {}, [dir])).toBeNull();
    expect(localSocketUrl("postgres://postgres@127.0.0.1:5432/test", {}, [none])).toBeNull();
    expect(localSocketUrl("postgres://postgres@127.0.0.1:5432/test", { BENCH_PG_TCP: "1" }, [dir])).toBeNull();
  });
});
