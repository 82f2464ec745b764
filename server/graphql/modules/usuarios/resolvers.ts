// Users module (spec 3 §2 Users screen, §7): the three tabs' lists, the detail reads and the traffic
// controller's writes. Every read and write is scoped to the caller's company.
import type { ControladorTrafico, Resolvers, UsuarioConductor, UsuarioPuestoControl } from "../../types.generated";
import { DEFAULT_PAGINATION, runList, type ListArgs, type ListSpec } from "../../paging";
import { findInCompany } from "../../../auth/guard";
import type { Context } from "../../../context";
import { columnsOf, CONDUCTORES_LIST, CONTROLADORES_LIST, USUARIOS_PUESTO_LIST } from "./lists";
import { createPuestoControlUsuario } from "./create-puesto-usuario";
import { resetPassword } from "./reset";
import { createControladorTrafico, deleteUser, readControlador, updateControladorTrafico } from "./save";

const list = <T>(spec: ListSpec) => (_p: unknown, args: ListArgs, ctx: Context) =>
  runList<T>(ctx, spec, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, columnsOf(spec));

export const usuariosResolvers: Resolvers = {
  Query: {
    controladoresTraficoInfo: list<ControladorTrafico>(CONTROLADORES_LIST),
    puestosControlUsuariosInfo: list<UsuarioPuestoControl>(USUARIOS_PUESTO_LIST),
    usuariosConductoresInfo: list<UsuarioConductor>(CONDUCTORES_LIST),
    controladorTraficoInfo: (_p, { id }, ctx) => readControlador(ctx, id),
    usuarioConductoreInfo: (_p, { id }, ctx) => findInCompany<UsuarioConductor>(ctx, CONDUCTORES_LIST.from, id, columnsOf(CONDUCTORES_LIST)),
  },
  Mutation: { createControladorTrafico, updateControladorTrafico, deleteUser, resetPassword, createPuestoControlUsuario },
};
