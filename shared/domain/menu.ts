// Side-menu visibility and route access. Pure rules, no React.
import { passesPermission } from "./permissions";
import type { VisibilityRule } from "./visibility-rule";
import { pathMatchesRoute } from "./route-match";

/** What the menu needs to know about the user (from the session: roll, idcompany). */
export interface MenuPermissions {
  roll: number;
  idcompany: number;
}

export type { VisibilityRule } from "./visibility-rule";

export interface MenuGroupRule {
  key: string;
  rules: readonly VisibilityRule[];
}

export interface MenuEntryRule {
  name: string;
  route: string;
  group?: string;
  rules: readonly VisibilityRule[];
}

/** The menu's rules are the permission table's (shared/domain/permissions.ts). */
export function passesRule(rule: VisibilityRule, permissions: MenuPermissions): boolean {
  return passesPermission(rule, { role: permissions.roll, company: permissions.idcompany });
}

const passesAll = (rules: readonly VisibilityRule[], permissions: MenuPermissions) =>
  rules.every((rule) => passesRule(rule, permissions));

/** An entry shows when its own rules and its group's rules all pass. */
export function isEntryVisible(
  entry: MenuEntryRule,
  groups: readonly MenuGroupRule[],
  permissions: MenuPermissions,
): boolean {
  const group = entry.group ? groups.find((g) => g.key === entry.group) : undefined;
  if (entry.group && !group) return false;
  return passesAll(group?.rules ?? [], permissions) && passesAll(entry.rules, permissions);
}

export interface VisibleGroup<E> {
  group: string;
  entries: E[];
}

/** Top-level entries and non-empty groups, in the order given, that this user may see. */
export function visibleMenu<E extends MenuEntryRule>(
  entries: readonly E[],
  groups: readonly MenuGroupRule[],
  permissions: MenuPermissions,
): { items: E[]; groups: VisibleGroup<E>[] } {
  const visible = entries.filter((entry) => isEntryVisible(entry, groups, permissions));
  return {
    items: visible.filter((entry) => !entry.group),
    groups: groups
      .map((g) => ({ group: g.key, entries: visible.filter((entry) => entry.group === g.key) }))
      .filter((g) => g.entries.length > 0),
  };
}

export { pathMatchesRoute };

/** The entry whose route is the longest prefix of `pathname`. */
export function findEntryForPath<E extends MenuEntryRule>(pathname: string, entries: readonly E[]): E | undefined {
  return entries
    .filter((entry) => pathMatchesRoute(pathname, entry.route))
    .sort((a, b) => b.route.length - a.route.length)[0];
}

/**
 * How a path answers this user. `allowed`; `unavailable`: a rule of the company hides it (e.g.
 * TrvlDelete for company 3 redirects to /Home/network-error); `forbidden`: the user's role may not open it
 * (a 403 page "No tiene permiso" rather than the connection-problem page: the user typed or kept a link
 * to a screen of another role, nothing failed). Paths outside the menu are allowed; the router decides
 * whether they exist.
 */
export type PathAccess = "allowed" | "unavailable" | "forbidden";

export function pathAccess(
  pathname: string,
  entries: readonly MenuEntryRule[],
  groups: readonly MenuGroupRule[],
  permissions: MenuPermissions,
): PathAccess {
  const entry = findEntryForPath(pathname, entries);
  if (!entry || isEntryVisible(entry, groups, permissions)) return "allowed";
  const group = entry.group ? groups.find((g) => g.key === entry.group) : undefined;
  const failing = [...(group?.rules ?? []), ...entry.rules].filter((rule) => !passesRule(rule, permissions));
  return failing.includes("tripDeletionAllowed") ? "unavailable" : "forbidden";
}

/**
 * A path is blocked when the menu hides its entry from this user (TrvlDelete for
 * company 3; the same rule keeps role-3 screens out of reach of other roles). Paths outside the
 * menu are allowed; the router decides whether they exist.
 */
export function isPathAllowed(
  pathname: string,
  entries: readonly MenuEntryRule[],
  groups: readonly MenuGroupRule[],
  permissions: MenuPermissions,
): boolean {
  const entry = findEntryForPath(pathname, entries);
  return entry ? isEntryVisible(entry, groups, permissions) : true;
}
