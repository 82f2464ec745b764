// The plan view's GraphQL document: enabling a disabled plan.
export const ENABLE_PLAN = `mutation HabilitarPlan($id: Int!) { habilitarPlanviajeV2(id: $id) { id indicadordeshabilitado } }`;
