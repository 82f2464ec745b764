// The ARC settings' GraphQL documents.
const FIELDS = "id idempresa ordenar_por alerta_llamada alerta_gps tiempo_alerta_alta color_alerta_alta tiempo_alerta_media color_alerta_media";
export const SETTINGS_QUERY = `query ArcSettings($idempresa: Int!) { settings(idempresa: $idempresa) { ${FIELDS} } }`;
export const UPDATE_SETTINGS = `mutation UpdateArcSettings($settings: SettingsInput!, $idempresa: Int!) {
  updateSettings(settings: $settings, idempresa: $idempresa) { ${FIELDS} }
}`;
