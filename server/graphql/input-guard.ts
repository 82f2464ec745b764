// Arguments PostgreSQL cannot store: a text with the NUL character (U+0000) fails inside the driver as an
// internal error. Every Query and Mutation resolver refuses such arguments first with BAD_USER_INPUT (issue 9
// fuzzing), so no module has to remember it.
import { badInput } from "./errors";

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v));
  return false;
}

type Resolver = (parent: unknown, args: unknown, ...rest: unknown[]) => unknown;
type ResolverMap = Record<string, unknown>;

/** The module's resolvers with every Query and Mutation field refusing NUL characters in its arguments. */
export function guardArguments<T extends object>(resolvers: T): T {
  const out: Record<string, unknown> = { ...(resolvers as ResolverMap) };
  for (const root of ["Query", "Mutation"]) {
    const fields = out[root] as Record<string, unknown> | undefined;
    if (!fields) continue;
    out[root] = Object.fromEntries(
      Object.entries(fields).map(([name, fn]) => [
        name,
        typeof fn !== "function"
          ? fn
          : (parent: unknown, args: unknown, ...rest: unknown[]) => {
              if (hasNul(args)) throw badInput("El texto contiene caracteres no permitidos");
              return (fn as Resolver)(parent, args, ...rest);
            },
      ]),
    );
  }
  return out as T;
}
