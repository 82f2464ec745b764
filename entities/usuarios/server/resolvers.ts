// Users module (the Users screen): the control-post users' and drivers' tabs, the driver's record, the
// control-post user's create and the password reset. Every read and write is scoped to the caller's company.
// The traffic controllers are the entity entities/usuarios/definition.ts (its resolvers with this module's writes: save.ts).
import type { Resolvers, UsuarioConductor, UsuarioPuestoControl } from "@server/graphql/types.generated";
import { DEFAULT_PAGINATION, runList, type ListArgs, type ListSpec } from "@server/graphql/paging";
import { findInCompany } from "@server/auth/guard";
import type { Context } from "@server/context";
import { columnsOf, CONDUCTORES_LIST, USUARIOS_PUESTO_LIST } from "./lists";
import { createPuestoControlUsuario } from "./create-puesto-usuario";
import { resetPassword } from "./reset";

const list = <T>(spec: ListSpec) => (_p: unknown, args: ListArgs, ctx: Context) =>
  runList<T>(ctx, spec, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, columnsOf(spec));

export const usuariosResolvers: Resolvers = {
  Query: {
    puestosControlUsuariosInfo: list<UsuarioPuestoControl>(USUARIOS_PUESTO_LIST),
    usuariosConductoresInfo: list<UsuarioConductor>(CONDUCTORES_LIST),
    usuarioConductoreInfo: (_p, { id }, ctx) => findInCompany<UsuarioConductor>(ctx, CONDUCTORES_LIST.from, id, columnsOf(CONDUCTORES_LIST)),
  },
  Mutation: { resetPassword, createPuestoControlUsuario },
};
